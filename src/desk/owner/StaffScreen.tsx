/** Staff (issue 12, "Who"): the desk's accounts; the owner adds a staff member or deactivates one. */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { staffMachine, type StaffMember } from '../../../machines/desk/staff.ts';
import { Button, Field } from '../../components/ui.tsx';
import { Cell, FormCard, LoadFailed, Loading, OwnerTable, Problem, RowHeading } from './OwnerParts.tsx';
import * as css from './owner.css.ts';
import { deskMessages, ownerMessages } from '../../../domain/desk/messages.ts';

type StaffActor = ActorRefFrom<typeof staffMachine>;

function MemberRow({ actor, member }: { actor: StaffActor; member: StaffMember }) {
  const canDeactivate = useSelector(actor, (snapshot) => snapshot.can({ type: 'DEACTIVATE', deskUserId: member.deskUserId }));
  return (
    <tr>
      <RowHeading>{member.name}</RowHeading>
      <Cell>{member.email}</Cell>
      <Cell>{deskMessages.roleLabels[member.role]}</Cell>
      <Cell>{member.active ? ownerMessages.active : ownerMessages.inactive}</Cell>
      <Cell>
        {member.role === 'staff' && member.active ? (
          <Button variant="secondary" disabled={!canDeactivate} aria-label={`${ownerMessages.deactivate}: ${member.name}`}
            onClick={() => actor.send({ type: 'DEACTIVATE', deskUserId: member.deskUserId })}>
            {ownerMessages.deactivate}
          </Button>
        ) : null}
      </Cell>
    </tr>
  );
}

export function StaffList({ actor }: { actor: StaffActor }) {
  const phase = useSelector(actor, (snapshot) => (snapshot.matches('failed') ? 'failed' : snapshot.matches('ready') ? 'ready' : 'loading'));
  const members = useSelector(actor, (snapshot) => snapshot.context.members);
  const formProblem = useSelector(actor, (snapshot) => snapshot.context.formProblem);
  const added = useSelector(actor, (snapshot) => snapshot.context.added);
  const idle = useSelector(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
  return (
    <div className={css.page}>
      <h1>{ownerMessages.staffTitle}</h1>
      {phase === 'failed' ? <LoadFailed message={ownerMessages.staffLoadFailed} onRetry={() => actor.send({ type: 'RETRY' })} /> : null}
      {phase === 'loading' && members.length === 0 ? <Loading /> : null}
      {members.length > 0 ? (
        <OwnerTable columns={[{ label: ownerMessages.name }, { label: deskMessages.email }, { label: ownerMessages.roleColumn }, { label: ownerMessages.statusColumn }, { label: ownerMessages.deactivate, visuallyHidden: true }]}>
          {members.map((member) => (
            <MemberRow key={member.deskUserId} actor={actor} member={member} />
          ))}
        </OwnerTable>
      ) : null}
      {phase !== 'failed' ? (
        <FormCard
          id="add-staff"
          title={ownerMessages.addStaff}
          formKey={added}
          onFields={(fields) => actor.send({ type: 'ADD', email: fields.email ?? '', name: fields.name ?? '', password: fields.password ?? '' })}
        >
          <Field label={deskMessages.email} name="email" type="email" autoComplete="off" />
          <Field label={ownerMessages.name} name="name" autoComplete="off" />
          <Field label={deskMessages.password} name="password" type="password" autoComplete="new-password" />
          <Problem text={formProblem} />
          <Button type="submit" disabled={!idle}>
            {ownerMessages.addStaff}
          </Button>
        </FormCard>
      ) : null}
    </div>
  );
}
