/** The audit log (issue 12, point 9): who changed what and when, newest first, a page at a time. */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { SHOP_TIME_ZONE } from '../../../domain/constants.ts';
import { auditLogMachine } from '../../../machines/desk/auditLog.ts';
import { Button } from '../../components/ui.tsx';
import { Cell, LoadFailed, Loading, OwnerTable } from './OwnerParts.tsx';
import * as css from './owner.css.ts';
import { ownerMessages } from '../../../domain/desk/messages.ts';

type AuditLogActor = ActorRefFrom<typeof auditLogMachine>;

const indiaTime = new Intl.DateTimeFormat('en-IN', { timeZone: SHOP_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

export function AuditLogView({ actor }: { actor: AuditLogActor }) {
  const phase = useSelector(actor, (snapshot) => (snapshot.matches('failed') ? 'failed' : snapshot.matches('ready') ? 'ready' : 'loading'));
  const entries = useSelector(actor, (snapshot) => snapshot.context.page?.entries ?? []);
  const canOlder = useSelector(actor, (snapshot) => snapshot.can({ type: 'OLDER' }));
  const canNewer = useSelector(actor, (snapshot) => snapshot.can({ type: 'NEWER' }));
  const canRefresh = useSelector(actor, (snapshot) => snapshot.can({ type: 'REFRESH' }));
  return (
    <div className={css.page}>
      <h1>{ownerMessages.auditTitle}</h1>
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
