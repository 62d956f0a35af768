/** Today (issue 12, point 8): the picked day's orders and takings by status, top products; the CSV export. */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatRupees } from '../../../domain/money.ts';
import { statusBadge } from '../../../domain/orders.ts';
import { todayMachine } from '../../../machines/desk/today.ts';
import { Button, Field } from '../../components/ui.tsx';
import { Cell, fieldsOf, LoadFailed, Loading, OwnerTable, Problem, RowHeading } from './OwnerParts.tsx';
import * as css from './owner.css.ts';
import { ownerMessages } from '../../../domain/desk/messages.ts';

type TodayActor = ActorRefFrom<typeof todayMachine>;

function Summary({ actor }: { actor: TodayActor }) {
  const summary = useSelector(actor, (snapshot) => snapshot.context.summary);
  if (!summary) return null;
  return (
    <>
      <section className={css.card} aria-label={ownerMessages.todayTitle}>
        <div className={css.figures}>
          <div>
            <p>{ownerMessages.ordersCount}</p>
            <p className={css.figure}>{summary.orders}</p>
          </div>
          <div>
            <p>{ownerMessages.takings}</p>
            <p className={css.figure}>{formatRupees(summary.takings)}</p>
          </div>
        </div>
      </section>
      <section className={css.card} aria-labelledby="by-status">
        <h2 id="by-status" className={css.cardTitle}>
          {ownerMessages.byStatus}
        </h2>
        <OwnerTable columns={[{ label: ownerMessages.statusColumn }, { label: ownerMessages.ordersCount }, { label: ownerMessages.takings }]}>
          {summary.byStatus.map((line) => (
            <tr key={line.status}>
              <RowHeading>{statusBadge(line.status).label}</RowHeading>
              <Cell>{line.orders}</Cell>
              <Cell>{formatRupees(line.amount)}</Cell>
            </tr>
          ))}
        </OwnerTable>
      </section>
      <section className={css.card} aria-labelledby="top-products">
        <h2 id="top-products" className={css.cardTitle}>
          {ownerMessages.topProducts}
        </h2>
        {summary.topProducts.length === 0 ? <p>{ownerMessages.noOrdersThatDay}</p> : null}
        <ol>
          {summary.topProducts.map((product) => (
            <li key={product.title}>
              {product.title}: {product.quantity} ({formatRupees(product.amount)})
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

function CsvExport({ actor }: { actor: TodayActor }) {
  const day = useSelector(actor, (snapshot) => snapshot.context.day);
  const problem = useSelector(actor, (snapshot) => snapshot.context.exportProblem);
  const exporting = useSelector(actor, (snapshot) => snapshot.hasTag('exporting'));
  return (
    <section className={css.card} aria-labelledby="csv-export">
      <h2 id="csv-export" className={css.cardTitle}>
        {ownerMessages.exportTitle}
      </h2>
      <form
        key={day}
        noValidate
        className={css.row}
        onSubmit={(event) => {
          event.preventDefault();
          const fields = fieldsOf(event.currentTarget);
          actor.send({ type: 'EXPORT', from: fields.from ?? '', to: fields.to ?? '' });
        }}
      >
        <Field label={ownerMessages.fromDay} name="from" type="date" defaultValue={day} />
        <Field label={ownerMessages.toDay} name="to" type="date" defaultValue={day} />
        <Button type="submit" disabled={exporting}>
          {ownerMessages.downloadCsv}
        </Button>
      </form>
      <Problem text={problem} />
    </section>
  );
}

export function TodayView({ actor }: { actor: TodayActor }) {
  const phase = useSelector(actor, (snapshot) => (snapshot.matches({ summary: 'failed' }) ? 'failed' : snapshot.matches({ summary: 'ready' }) ? 'ready' : 'loading'));
  const day = useSelector(actor, (snapshot) => snapshot.context.day);
  return (
    <div className={css.page}>
      <h1>{ownerMessages.todayTitle}</h1>
      <Field label={ownerMessages.dayLabel} type="date" value={day} onChange={(event) => actor.send({ type: 'PICK_DAY', day: event.target.value })} />
      {phase === 'failed' ? <LoadFailed message={ownerMessages.todayLoadFailed} onRetry={() => actor.send({ type: 'RETRY' })} /> : null}
      {phase === 'loading' ? <Loading /> : null}
      {phase === 'ready' ? <Summary actor={actor} /> : null}
      <CsvExport actor={actor} />
    </div>
  );
}
