/** The order inbox (issue 12, points 1 and 2): filter, live list, Accept / Mark delivered / Cancel with a reason. */
import { useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { DeskOrderRecord } from '../../../domain/desk/contract.ts';
import { deskMessages, inboxMessages } from '../../../domain/desk/messages.ts';
import { contactPhone, groupOrdersByStatus } from '../../../domain/desk/inbox.ts';
import { whatsAppLink } from '../../../domain/desk/whatsApp.ts';
import { ticketPath } from '../../../domain/desk/sections.ts';
import { ORDER_STATUSES, statusBadge, type OrderStatus } from '../../../domain/orders.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { useReturnFocus } from '../../components/returnFocus.ts';
import { Button } from '../../components/ui.tsx';
import { useDeskActors } from '../DeskActorsContext.tsx';
import * as css from './orders.css.ts';
import { itemsSummary, lineAmount, orderStatusLabel, orderTime, orderTotal, whoDidWhat } from './orders.view.ts';

function Filters() {
  const { inbox } = useDeskActors();
  const filter = useSelector(inbox, (snapshot) => snapshot.context.filter);
  const [search, setSearch] = useState(filter.search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    inbox.send({ type: 'FILTER', filter: { ...filter, search } });
  };
  return (
    <form className={css.filters} onSubmit={submit} role="search">
      <label className={css.control}>
        {inboxMessages.filterStatus}
        <select
          className={css.input}
          value={filter.status}
          onChange={(event) => inbox.send({ type: 'FILTER', filter: { ...filter, search, status: event.target.value as OrderStatus | '' } })}
        >
          <option value="">{inboxMessages.anyStatus}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusBadge(status).label}
            </option>
          ))}
        </select>
      </label>
      <label className={css.control}>
        {inboxMessages.filterDay}
        <input
          className={css.input}
          type="date"
          value={filter.day}
          onChange={(event) => inbox.send({ type: 'FILTER', filter: { ...filter, search, day: event.target.value } })}
        />
      </label>
      <label className={css.control}>
        {inboxMessages.search}
        <input className={css.input} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </label>
      <Button type="submit">{inboxMessages.searchButton}</Button>
    </form>
  );
}

function OrderCard({ order }: { order: DeskOrderRecord }) {
  const { inbox } = useDeskActors();
  const can = useSelector(inbox, (snapshot) => ({
    accept: snapshot.can({ type: 'ACCEPT', orderId: order.orderId }),
    deliver: snapshot.can({ type: 'DELIVER', orderId: order.orderId }),
    cancel: snapshot.can({ type: 'CANCEL', orderId: order.orderId }),
  }), (a, b) => a.accept === b.accept && a.deliver === b.deliver && a.cancel === b.cancel);
  /** The cancel question is open for this order: its Cancel button stays (disabled), for the focus to come back to. */
  const askingToCancel = useSelector(inbox, (snapshot) => snapshot.context.cancelling?.orderId === order.orderId);
  const phone = contactPhone(order);
  const whatsApp = whatsAppLink(order, order.language);
  return (
    <li className={css.card} aria-label={order.displayId}>
      <div className={css.summary}>
        <p className={css.line}>
          <strong className={css.cardTitle}>{order.displayId}</strong> <strong>{orderStatusLabel(order)}</strong> · {orderTime(order)} ·{' '}
          {order.customerName || '—'} · {phone ? <a href={`tel:${phone}`}>{phone}</a> : '—'}
        </p>
        <details className={css.details}>
          <summary className={css.itemsLine}>
            <strong>{orderTotal(order)}</strong> · {inboxMessages.paymentLabels[order.paymentMethod]} · {itemsSummary(order)}
          </summary>
          <p className={css.muted}>
            {order.address} {order.pinCode}
          </p>
          <ul>
            {order.items.map((item) => (
              <li key={`${item.pid}-${item.pMetaId}`}>
                {item.quantity} × {item.title} ({item.size}) · {lineAmount(item.amount)}
              </li>
            ))}
          </ul>
          {order.riderNote ? <p>{inboxMessages.riderNote(order.riderNote)}</p> : null}
          {order.cancelReason ? <p className={css.muted}>{order.cancelReason}</p> : null}
          {whoDidWhat(order).map((line) => (
            <p key={line} className={css.muted}>
              {line}
            </p>
          ))}
        </details>
      </div>
      <div className={css.actions}>
        {can.accept ? <Button onClick={() => inbox.send({ type: 'ACCEPT', orderId: order.orderId })}>{inboxMessages.actionLabels.accept}</Button> : null}
        {can.deliver ? <Button onClick={() => inbox.send({ type: 'DELIVER', orderId: order.orderId })}>{inboxMessages.actionLabels.deliver}</Button> : null}
        {can.cancel || askingToCancel ? (
          <Button variant="secondary" disabled={!can.cancel} onClick={() => inbox.send({ type: 'CANCEL', orderId: order.orderId })}>
            {inboxMessages.actionLabels.cancel}
          </Button>
        ) : null}
        <Link href={ticketPath(order.orderId)}>{inboxMessages.printTicket}</Link>
        {whatsApp ? (
          <a href={whatsApp} target="_blank" rel="noopener noreferrer">
            {inboxMessages.tellOnWhatsApp}
          </a>
        ) : null}
      </div>
    </li>
  );
}

function CancelDialog() {
  const { inbox } = useDeskActors();
  const cancelling = useSelector(inbox, (snapshot) => snapshot.context.cancelling);
  const displayId = useSelector(inbox, (snapshot) => snapshot.context.orders.find((order) => order.orderId === cancelling?.orderId)?.displayId ?? '');
  useReturnFocus(cancelling !== null);
  if (!cancelling) return null;
  return (
    <Dialog
      open
      role="alertdialog"
      title={inboxMessages.cancelTitle(displayId)}
      onOpenChange={(open) => (open ? undefined : inbox.send({ type: 'KEEP_ORDER' }))}
      actions={
        <>
          <Button variant="secondary" onClick={() => inbox.send({ type: 'KEEP_ORDER' })}>
            {inboxMessages.keepOrder}
          </Button>
          <Button variant="danger" onClick={() => inbox.send({ type: 'CONFIRM_CANCEL' })}>
            {inboxMessages.confirmCancel}
          </Button>
        </>
      }
    >
      <label className={css.control}>
        {inboxMessages.cancelReason}
        <textarea
          className={css.input}
          value={cancelling.reason}
          aria-invalid={cancelling.problem ? true : undefined}
          onChange={(event) => inbox.send({ type: 'REASON_CHANGED', reason: event.target.value })}
        />
      </label>
      {cancelling.problem ? <p role="alert">{cancelling.problem}</p> : null}
    </Dialog>
  );
}

export default function OrdersScreen() {
  const { inbox } = useDeskActors();
  const orders = useSelector(inbox, (snapshot) => snapshot.context.orders);
  const waiting = useSelector(inbox, (snapshot) => snapshot.context.waiting.length);
  const note = useSelector(inbox, (snapshot) => snapshot.context.note);
  const loading = useSelector(inbox, (snapshot) => snapshot.hasTag('loading'));
  const loadError = useSelector(inbox, (snapshot) => (snapshot.matches({ signedIn: { list: 'failed' } }) ? snapshot.context.loadError : null));
  const live = useSelector(inbox, (snapshot) => snapshot.matches({ signedIn: { stream: 'live' } }));
  // The inbox's message belongs to this section: leaving it tells the inbox.
  useEffect(() => () => inbox.send({ type: 'SECTION_LEFT' }), [inbox]);
  return (
    <>
      <div className={css.head}>
        <h1 className={css.title}>{inboxMessages.title}</h1>
        <p role="status" className={css.muted}>
          {live ? inboxMessages.live : inboxMessages.reconnecting}
        </p>
        {waiting > 0 ? <p className={css.waiting}>{inboxMessages.waiting(waiting)}</p> : null}
      </div>
      <Filters />
      {note ? (
        <p role={note.tone === 'error' ? 'alert' : 'status'} className={note.tone === 'error' ? css.noteError : css.noteSuccess}>
          {note.text}
        </p>
      ) : null}
      {loadError ? (
        <div role="alert">
          <p>{loadError}</p>
          <Button onClick={() => inbox.send({ type: 'RELOAD' })}>{deskMessages.tryAgain}</Button>
        </div>
      ) : null}
      <div aria-busy={loading}>
        {orders.length === 0 && !loading && !loadError ? <p>{inboxMessages.empty}</p> : null}
        {groupOrdersByStatus(orders).map((group) => (
          <section key={group.status} aria-labelledby={`orders-${group.status}`}>
            <h2 id={`orders-${group.status}`} className={css.groupHeading}>
              {inboxMessages.group(statusBadge(group.status).label, group.orders.length)}
            </h2>
            <ul className={css.list}>
              {group.orders.map((order) => (
                <OrderCard key={order.orderId} order={order} />
              ))}
            </ul>
          </section>
        ))}
      </div>
      <CancelDialog />
    </>
  );
}
