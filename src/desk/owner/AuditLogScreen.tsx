/** The audit log (issue 12, point 9): who changed what and when, newest first, a page at a time. */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { SHOP_TIME_ZONE } from '../../../domain/constants.ts';
import { ownerTexts } from '../../../domain/desk/ownerTexts.ts';
import { auditLogMachine } from '../../../machines/desk/auditLog.ts';
import { Button } from '../../components/ui.tsx';
import { LoadFailed, Loading } from './OwnerParts.tsx';
import * as css from './owner.css.ts';

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
      <h1>{ownerTexts.auditTitle}</h1>
      {phase === 'failed' ? <LoadFailed message={ownerTexts.auditLoadFailed} onRetry={() => actor.send({ type: 'RETRY' })} /> : null}
      {phase === 'loading' ? <Loading /> : null}
      {phase === 'ready' && entries.length === 0 ? <p>{ownerTexts.auditEmpty}</p> : null}
      {phase === 'ready' && entries.length > 0 ? (
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col" className={css.cell}>{ownerTexts.when}</th>
              <th scope="col" className={css.cell}>{ownerTexts.who}</th>
              <th scope="col" className={css.cell}>{ownerTexts.what}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className={css.cell}>
                  <time dateTime={entry.at}>{indiaTime.format(new Date(entry.at))}</time>
                </td>
                <td className={css.cell}>{entry.who}</td>
                <td className={css.cell}>{entry.what}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div className={css.row}>
        <Button variant="secondary" disabled={!canNewer} onClick={() => actor.send({ type: 'NEWER' })}>
          {ownerTexts.newerPage}
        </Button>
        <Button variant="secondary" disabled={!canOlder} onClick={() => actor.send({ type: 'OLDER' })}>
          {ownerTexts.olderPage}
        </Button>
        <Button variant="ghost" disabled={!canRefresh} onClick={() => actor.send({ type: 'REFRESH' })}>
          {ownerTexts.refresh}
        </Button>
      </div>
    </div>
  );
}
