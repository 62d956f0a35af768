/** Today (issue 12, point 8): the picked day's orders and takings by status, top products; the CSV export. */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { ownerTexts } from '../../../domain/desk/ownerTexts.ts';
import { formatRupees } from '../../../domain/money.ts';
import { statusBadge } from '../../../domain/orders.ts';
import { todayMachine } from '../../../machines/desk/today.ts';
import { Button, Field } from '../../components/ui.tsx';
import { fieldsOf, LoadFailed, Loading, Problem } from './OwnerParts.tsx';
import * as css from './owner.css.ts';

type TodayActor = ActorRefFrom<typeof todayMachine>;

function Summary({ actor }: { actor: TodayActor }) {
  const summary = useSelector(actor, (snapshot) => snapshot.context.summary);
  if (!summary) return null;
  return (
    <>
      <section className={css.card} aria-label={ownerTexts.todayTitle}>
        <div className={css.figures}>
          <div>
            <p>{ownerTexts.ordersCount}</p>
            <p className={css.figure}>{summary.orders}</p>
          </div>
          <div>
            <p>{ownerTexts.takings}</p>
            <p className={css.figure}>{formatRupees(summary.takings)}</p>
          </div>
        </div>
      </section>
      <section className={css.card} aria-labelledby="by-status">
        <h2 id="by-status" className={css.cardTitle}>
          {ownerTexts.byStatus}
        </h2>
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col" className={css.cell}>{ownerTexts.statusColumn}</th>
              <th scope="col" className={css.cell}>{ownerTexts.ordersCount}</th>
              <th scope="col" className={css.cell}>{ownerTexts.takings}</th>
            </tr>
          </thead>
          <tbody>
            {summary.byStatus.map((line) => (
              <tr key={line.status}>
                <th scope="row" className={css.cell}>{statusBadge(line.status).label}</th>
                <td className={css.cell}>{line.orders}</td>
                <td className={css.cell}>{formatRupees(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className={css.card} aria-labelledby="top-products">
        <h2 id="top-products" className={css.cardTitle}>
          {ownerTexts.topProducts}
        </h2>
        {summary.topProducts.length === 0 ? <p>{ownerTexts.noOrdersThatDay}</p> : null}
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
        {ownerTexts.exportTitle}
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
        <Field label={ownerTexts.fromDay} name="from" type="date" defaultValue={day} />
        <Field label={ownerTexts.toDay} name="to" type="date" defaultValue={day} />
        <Button type="submit" disabled={exporting}>
          {ownerTexts.downloadCsv}
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
      <h1>{ownerTexts.todayTitle}</h1>
      <Field label={ownerTexts.dayLabel} type="date" value={day} onChange={(event) => actor.send({ type: 'PICK_DAY', day: event.target.value })} />
      {phase === 'failed' ? <LoadFailed message={ownerTexts.todayLoadFailed} onRetry={() => actor.send({ type: 'RETRY' })} /> : null}
      {phase === 'loading' ? <Loading /> : null}
      {phase === 'ready' ? <Summary actor={actor} /> : null}
      <CsvExport actor={actor} />
    </div>
  );
}
