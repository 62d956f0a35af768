/** Staff (issue 12, "Who"): the desk's accounts; the owner adds a staff member or deactivates one. */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { ROLE_LABELS } from '../../../domain/desk/roles.ts';
import { ownerTexts } from '../../../domain/desk/ownerTexts.ts';
import { staffMachine, type StaffMember } from '../../../machines/desk/staff.ts';
import { Button, Field } from '../../components/ui.tsx';
import { fieldsOf, LoadFailed, Loading, Problem } from './OwnerParts.tsx';
import * as css from './owner.css.ts';

type StaffActor = ActorRefFrom<typeof staffMachine>;

function MemberRow({ actor, member }: { actor: StaffActor; member: StaffMember }) {
  const canDeactivate = useSelector(actor, (snapshot) => snapshot.can({ type: 'DEACTIVATE', deskUserId: member.deskUserId }));
  return (
    <tr>
      <th scope="row" className={css.cell}>{member.name}</th>
      <td className={css.cell}>{member.email}</td>
      <td className={css.cell}>{ROLE_LABELS[member.role]}</td>
      <td className={css.cell}>{member.active ? ownerTexts.active : ownerTexts.inactive}</td>
      <td className={css.cell}>
        {member.role === 'staff' && member.active ? (
          <Button variant="secondary" disabled={!canDeactivate} aria-label={`${ownerTexts.deactivate}: ${member.name}`}
            onClick={() => actor.send({ type: 'DEACTIVATE', deskUserId: member.deskUserId })}>
            {ownerTexts.deactivate}
          </Button>
        ) : null}
      </td>
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
      <h1>{ownerTexts.staffTitle}</h1>
      {phase === 'failed' ? <LoadFailed message={ownerTexts.staffLoadFailed} onRetry={() => actor.send({ type: 'RETRY' })} /> : null}
      {phase === 'loading' && members.length === 0 ? <Loading /> : null}
      {members.length > 0 ? (
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col" className={css.cell}>{ownerTexts.name}</th>
              <th scope="col" className={css.cell}>{ownerTexts.email}</th>
              <th scope="col" className={css.cell}>{ownerTexts.roleColumn}</th>
              <th scope="col" className={css.cell}>{ownerTexts.statusColumn}</th>
              <th scope="col" className={css.cell}><span className={css.visuallyHidden}>{ownerTexts.deactivate}</span></th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <MemberRow key={member.deskUserId} actor={actor} member={member} />
            ))}
          </tbody>
        </table>
      ) : null}
      {phase !== 'failed' ? (
        <section className={css.card} aria-labelledby="add-staff">
          <h2 id="add-staff" className={css.cardTitle}>
            {ownerTexts.addStaff}
          </h2>
          <form
            key={added}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const fields = fieldsOf(event.currentTarget);
              actor.send({ type: 'ADD', email: fields.email ?? '', name: fields.name ?? '', password: fields.password ?? '' });
            }}
          >
            <Field label={ownerTexts.email} name="email" type="email" autoComplete="off" />
            <Field label={ownerTexts.name} name="name" autoComplete="off" />
            <Field label={ownerTexts.password} name="password" type="password" autoComplete="new-password" />
            <Problem text={formProblem} />
            <Button type="submit" disabled={!idle}>
              {ownerTexts.addStaff}
            </Button>
          </form>
        </section>
      ) : null}
    </div>
  );
}
