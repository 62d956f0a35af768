/**
 * Today (issue 12, point 8; issue 27, point 1): the picked day's money (takings of delivered orders split
 * cash / UPI, still to collect, cancelled apart, per staff member), its orders by status, top products;
 * Close the day (the printable day-end report); the CSV export.
 */
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { formatRupees } from '../../../domain/money.ts';
import { statusBadge } from '../../../domain/orders.ts';
import { shopDetails } from '../../../domain/shop.ts';
import { DAY_END_PAPERS, todayMachine, type DaySummary } from '../../../machines/desk/today.ts';
import { Button, Field } from '../../components/ui.tsx';
import { Cell, fieldsOf, LoadFailed, Loading, OwnerTable, Problem, RowHeading } from './OwnerParts.tsx';
import * as css from './owner.css.ts';
import * as reportCss from './dayEnd.css.ts';
import { clockTime } from '../orders/orders.view.ts';
import { inboxMessages, ownerMessages } from '../../../domain/desk/messages.ts';

type TodayActor = ActorRefFrom<typeof todayMachine>;

function MoneyFigures({ summary }: { summary: DaySummary }) {
  const { takings, toCollect, cancelled } = summary.money;
  return (
    <div className={css.figures}>
      <div>
        <p>{ownerMessages.takings}</p>
        <p className={css.figure}>{formatRupees('en', takings.total)}</p>
        <p>{ownerMessages.takingsNote}</p>
        <p>
          {ownerMessages.cash}: {formatRupees('en', takings.cash)} · {ownerMessages.upi}: {formatRupees('en', takings.upi)}
        </p>
      </div>
      <div>
        <p>{ownerMessages.toCollect}</p>
        <p className={css.figure}>{formatRupees('en', toCollect.amount)}</p>
        <p>{ownerMessages.toCollectNote}</p>
        <p>{ownerMessages.ordersWorth(toCollect.orders, formatRupees('en', toCollect.amount))}</p>
      </div>
      <div>
        <p>{ownerMessages.cancelledMoney}</p>
        <p className={css.figure}>{formatRupees('en', cancelled.amount)}</p>
        <p>{ownerMessages.cancelledNote}</p>
        <p>{ownerMessages.ordersWorth(cancelled.orders, formatRupees('en', cancelled.amount))}</p>
      </div>
    </div>
  );
}

function StaffTakingsTable({ summary }: { summary: DaySummary }) {
  return (
    <OwnerTable columns={[{ label: ownerMessages.staffColumn }, { label: ownerMessages.ordersCount }, { label: ownerMessages.cash }, { label: ownerMessages.upi }, { label: ownerMessages.total }]}>
      {summary.money.byStaff.map((person) => (
        <tr key={person.name}>
          <RowHeading>{person.name}</RowHeading>
          <Cell>{person.orders}</Cell>
          <Cell>{formatRupees('en', person.cash)}</Cell>
          <Cell>{formatRupees('en', person.upi)}</Cell>
          <Cell>{formatRupees('en', person.total)}</Cell>
        </tr>
      ))}
    </OwnerTable>
  );
}

function DayOrdersTable({ summary }: { summary: DaySummary }) {
  if (summary.dayOrders.length === 0) return <p>{ownerMessages.noDayOrders}</p>;
  return (
    <OwnerTable
      columns={[
        { label: ownerMessages.orderColumn }, { label: ownerMessages.statusColumn }, { label: ownerMessages.timeColumn }, { label: ownerMessages.byColumn },
        { label: ownerMessages.customerColumn }, { label: ownerMessages.paymentColumn }, { label: ownerMessages.amountColumn },
      ]}
    >
      {summary.dayOrders.map((order) => (
        <tr key={order.orderId}>
          <RowHeading>{order.displayId}</RowHeading>
          <Cell>
            {ownerMessages.dayOrderKinds[order.kind]}
            {order.cancelReason ? `: ${order.cancelReason}` : ''}
          </Cell>
          <Cell>{clockTime(order.at)}</Cell>
          <Cell>{order.by === '' ? ownerMessages.nobodyAtTheDesk : order.by}</Cell>
          <Cell>{order.customerName}</Cell>
          <Cell>{inboxMessages.paymentLabels[order.paymentMethod]}</Cell>
          <Cell>{formatRupees('en', order.totalAmount)}</Cell>
        </tr>
      ))}
    </OwnerTable>
  );
}

/** On the 80 mm roll a table of five or seven columns does not fit: each person and each order is a few short lines. */
function StaffTakingsLines({ summary }: { summary: DaySummary }) {
  return (
    <ul className={reportCss.lines}>
      {summary.money.byStaff.map((person) => (
        <li key={person.name}>
          <strong>{person.name}</strong>: {ownerMessages.ordersWorth(person.orders, formatRupees('en', person.total))}
          <br />
          {ownerMessages.cash}: {formatRupees('en', person.cash)} · {ownerMessages.upi}: {formatRupees('en', person.upi)}
        </li>
      ))}
    </ul>
  );
}

function DayOrdersLines({ summary }: { summary: DaySummary }) {
  if (summary.dayOrders.length === 0) return <p>{ownerMessages.noDayOrders}</p>;
  return (
    <ul className={reportCss.lines}>
      {summary.dayOrders.map((order) => (
        <li key={order.orderId}>
          <strong>{order.displayId}</strong> {formatRupees('en', order.totalAmount)}
          <br />
          {ownerMessages.dayOrderKinds[order.kind]}
          {order.cancelReason ? `: ${order.cancelReason}` : ''} · {clockTime(order.at)} · {order.by === '' ? ownerMessages.nobodyAtTheDesk : order.by}
          <br />
          {order.customerName} · {inboxMessages.paymentLabels[order.paymentMethod]}
        </li>
      ))}
    </ul>
  );
}

function Summary({ actor }: { actor: TodayActor }) {
  const summary = useSelector(actor, (snapshot) => snapshot.context.summary);
  const canClose = useSelector(actor, (snapshot) => snapshot.can({ type: 'CLOSE_DAY' }));
  if (!summary) return null;
  return (
    <>
      <section className={css.card} aria-label={ownerMessages.todayTitle}>
        <MoneyFigures summary={summary} />
        <Button onClick={() => actor.send({ type: 'CLOSE_DAY' })} disabled={!canClose}>
          {ownerMessages.closeDay}
        </Button>
      </section>
      <section className={css.card} aria-labelledby="by-staff">
        <h2 id="by-staff" className={css.cardTitle}>
          {ownerMessages.byStaff}
        </h2>
        <StaffTakingsTable summary={summary} />
      </section>
      <section className={css.card} aria-labelledby="by-status">
        <h2 id="by-status" className={css.cardTitle}>
          {ownerMessages.byStatus}
        </h2>
        <OwnerTable columns={[{ label: ownerMessages.statusColumn }, { label: ownerMessages.ordersCount }, { label: ownerMessages.placedValue }]}>
          {summary.byStatus.map((line) => (
            <tr key={line.status}>
              <RowHeading>{statusBadge(line.status).label}</RowHeading>
              <Cell>{line.orders}</Cell>
              <Cell>{formatRupees('en', line.amount)}</Cell>
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
              {product.title}: {product.quantity} ({formatRupees('en', product.amount)})
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

/** Close the day: the day-end report alone, on an 80 mm roll or an A4 sheet, with the orders behind its figures. */
function DayEndReport({ actor, dayField }: { actor: TodayActor; dayField: ReactNode }) {
  const summary = useSelector(actor, (snapshot) => snapshot.context.summary);
  const paper = useSelector(actor, (snapshot) => snapshot.context.paper);
  if (!summary) return null;
  return (
    <>
      <style>{`@page { size: ${paper === 'A4' ? 'A4' : '80mm auto'}; margin: ${paper === 'A4' ? '12mm' : '0'}; }`}</style>
      <div className={css.row + ' ' + reportCss.toolbar}>
        <Button variant="secondary" onClick={() => actor.send({ type: 'BACK' })}>
          {ownerMessages.backToToday}
        </Button>
        {dayField}
        <fieldset>
          <legend>{ownerMessages.paper}</legend>
          {DAY_END_PAPERS.map((option) => (
            <label key={option}>
              <input type="radio" name="paper" checked={paper === option} onChange={() => actor.send({ type: 'PICK_PAPER', paper: option })} /> {ownerMessages.paperLabels[option]}
            </label>
          ))}
        </fieldset>
        <Button onClick={() => actor.send({ type: 'PRINT' })}>{ownerMessages.printReport}</Button>
      </div>
      <article className={reportCss.report[paper]} data-day-end={paper}>
        <h1 className={reportCss.heading}>{shopDetails.name}</h1>
        <h2 className={reportCss.heading}>{ownerMessages.dayEndTitle(summary.day)}</h2>
        <MoneyFigures summary={summary} />
        <h3>{ownerMessages.byStaff}</h3>
        {paper === '80mm' ? <StaffTakingsLines summary={summary} /> : <StaffTakingsTable summary={summary} />}
        <h3>{ownerMessages.ordersCount}</h3>
        {paper === '80mm' ? <DayOrdersLines summary={summary} /> : <DayOrdersTable summary={summary} />}
      </article>
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
  const phase = useSelector(actor, (snapshot) =>
    snapshot.matches({ summary: 'failed' }) ? 'failed' : snapshot.matches({ summary: 'dayEnd' }) ? 'dayEnd' : snapshot.matches({ summary: 'ready' }) ? 'ready' : 'loading',
  );
  const day = useSelector(actor, (snapshot) => snapshot.context.day);
  const dayField = <Field label={ownerMessages.dayLabel} type="date" value={day} onChange={(event) => actor.send({ type: 'PICK_DAY', day: event.target.value })} />;
  if (phase === 'dayEnd') {
    return (
      <div className={css.page}>
        <DayEndReport actor={actor} dayField={dayField} />
        <CsvExport actor={actor} />
      </div>
    );
  }
  return (
    <div className={css.page}>
      <h1>{ownerMessages.todayTitle}</h1>
      {dayField}
      {phase === 'failed' ? <LoadFailed message={ownerMessages.todayLoadFailed} onRetry={() => actor.send({ type: 'RETRY' })} /> : null}
      {phase === 'loading' ? <Loading /> : null}
      {phase === 'ready' ? <Summary actor={actor} /> : null}
      <CsvExport actor={actor} />
    </div>
  );
}
