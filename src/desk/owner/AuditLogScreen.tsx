/**
 * The audit log (issue 12, point 9): who changed what and when, newest first, a page at a time; filtered
 * by person, kind of change, order and day (issue 27, point 3).
 */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { SHOP_TIME_ZONE } from '../../../domain/constants.ts';
import { auditLogMachine } from '../../../machines/desk/auditLog.ts';
import { AUDIT_KINDS } from '../../../domain/desk/shopContract.ts';
import { Button, Field, FieldShell } from '../../components/ui.tsx';
import { Cell, fieldsOf, LoadFailed, Loading, OwnerTable, Problem } from './OwnerParts.tsx';
import * as css from './owner.css.ts';
import { ownerMessages } from '../../../domain/desk/messages.ts';

type AuditLogActor = ActorRefFrom<typeof auditLogMachine>;

const indiaTime = new Intl.DateTimeFormat('en-IN', { timeZone: SHOP_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

function AuditFilterForm({ actor }: { actor: AuditLogActor }) {
  const filters = useSelector(actor, (snapshot) => snapshot.context.filters);
  const people = useSelector(actor, (snapshot) => snapshot.context.page?.people ?? []);
  const problem = useSelector(actor, (snapshot) => snapshot.context.filterProblem);
  const canFilter = useSelector(actor, (snapshot) => snapshot.can({ type: 'FILTER', filters }));
  return (
    <form
      aria-label={ownerMessages.auditFilters}
      noValidate
      className={css.row}
      onSubmit={(event) => {
        event.preventDefault();
        const fields = fieldsOf(event.currentTarget);
        actor.send({
          type: 'FILTER',
          filters: { deskUserId: fields.person ? Number(fields.person) : null, kind: fields.kind ?? '', order: fields.order ?? '', day: fields.day ?? '' },
        });
      }}
    >
      <FieldShell label={ownerMessages.auditPerson}>
        {(control) => (
          <select {...control} name="person" defaultValue={filters.deskUserId ?? ''} className={css.textInput}>
            <option value="">{ownerMessages.anyone}</option>
            {people.map((person) => (
              <option key={person.deskUserId} value={person.deskUserId}>
                {person.name}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <FieldShell label={ownerMessages.auditKind}>
        {(control) => (
          <select {...control} name="kind" defaultValue={filters.kind} className={css.textInput}>
            <option value="">{ownerMessages.anyKind}</option>
            {AUDIT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {ownerMessages.auditKinds[kind]}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <Field label={ownerMessages.auditOrder} name="order" defaultValue={filters.order} />
      <Field label={ownerMessages.auditDay} name="day" type="date" defaultValue={filters.day} />
      <Button type="submit" disabled={!canFilter}>
        {ownerMessages.applyFilters}
      </Button>
      <Problem text={problem} />
    </form>
  );
}

export function AuditLogView({ actor }: { actor: AuditLogActor }) {
  const phase = useSelector(actor, (snapshot) => (snapshot.matches('failed') ? 'failed' : snapshot.matches('ready') ? 'ready' : 'loading'));
  const entries = useSelector(actor, (snapshot) => snapshot.context.page?.entries ?? []);
  const canOlder = useSelector(actor, (snapshot) => snapshot.can({ type: 'OLDER' }));
  const canNewer = useSelector(actor, (snapshot) => snapshot.can({ type: 'NEWER' }));
  const canRefresh = useSelector(actor, (snapshot) => snapshot.can({ type: 'REFRESH' }));
  return (
    <div className={css.page}>
      <h1>{ownerMessages.auditTitle}</h1>
      <AuditFilterForm actor={actor} />
      {phase === 'failed' ? <LoadFailed message={ownerMessages.auditLoadFailed} onRetry={() => actor.send({ type: 'RETRY' })} /> : null}
      {phase === 'loading' ? <Loading /> : null}
      {phase === 'ready' && entries.length === 0 ? <p>{ownerMessages.auditEmpty}</p> : null}
      {phase === 'ready' && entries.length > 0 ? (
        <OwnerTable columns={[{ label: ownerMessages.when }, { label: ownerMessages.who }, { label: ownerMessages.what }]}>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <Cell>
                <time dateTime={entry.at}>{indiaTime.format(new Date(entry.at))}</time>
              </Cell>
              <Cell>{entry.who}</Cell>
              <Cell>{entry.what}</Cell>
            </tr>
          ))}
        </OwnerTable>
      ) : null}
      <div className={css.row}>
        <Button variant="secondary" disabled={!canNewer} onClick={() => actor.send({ type: 'NEWER' })}>
          {ownerMessages.newerPage}
        </Button>
        <Button variant="secondary" disabled={!canOlder} onClick={() => actor.send({ type: 'OLDER' })}>
          {ownerMessages.olderPage}
        </Button>
        <Button variant="ghost" disabled={!canRefresh} onClick={() => actor.send({ type: 'REFRESH' })}>
          {ownerMessages.refresh}
        </Button>
      </div>
    </div>
  );
}
