/**
 * The printable ticket of one order (issue 12, point 3): ORD id, time, items, quantities, total, how it is
 * paid (issue 13), address, phone; issue 27, point 6: the shop's name, address and phone (as the owner saved
 * them in the shop settings; the order's desk answer carries them, so staff print them too),
 * each line's unit price, and at 58 mm the time on a line of its own that does not wrap.
 * The order is the inbox's copy when it has one; opened from a bookmark or a link (a fresh load, an order
 * the inbox's filter leaves out) the ticket machine fetches it with the desk's `order` call.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { deskMessages, inboxMessages, ticketMessages } from '../../../domain/desk/messages.ts';
import { contactPhone } from '../../../domain/desk/inbox.ts';
import { deskSections } from '../../../domain/desk/sections.ts';
import { Button } from '../../components/ui.tsx';
import { useDeskActors } from '../DeskActorsContext.tsx';
import * as css from './ticket.css.ts';
import { lineAmount, orderTime, orderTotal } from './orders.view.ts';

const WIDTHS = [58, 80] as const;
type Width = (typeof WIDTHS)[number];

export default function TicketScreen({ orderId }: { orderId: string }) {
  const { inbox, ticket } = useDeskActors();
  const known = useSelector(inbox, (snapshot) => snapshot.context.orders.find((candidate) => String(candidate.orderId) === orderId) ?? null);
  const order = useSelector(ticket, (snapshot) => snapshot.context.order);
  const loading = useSelector(ticket, (snapshot) => snapshot.hasTag('loading') || snapshot.matches('idle'));
  const problem = useSelector(ticket, (snapshot) => snapshot.context.problem);
  useEffect(() => ticket.send({ type: 'OPEN', orderId: Number(orderId), known }), [ticket, orderId, known]);
  const [width, setWidth] = useState<Width>(80);
  return (
    <>
      {/* The paper size follows the width switch; browsers print the page at this size. */}
      <style>{`@page { size: ${width}mm auto; margin: 0; }`}</style>
      <div className={css.toolbar}>
        <Link href={deskSections.orders.path}>{ticketMessages.back}</Link>
        <fieldset>
          <legend>{ticketMessages.width}</legend>
          {WIDTHS.map((option) => (
            <label key={option}>
              <input type="radio" name="width" checked={width === option} onChange={() => setWidth(option)} /> {ticketMessages.widthOption(option)}
            </label>
          ))}
        </fieldset>
        <Button onClick={() => window.print()} disabled={!order}>
          {ticketMessages.print}
        </Button>
      </div>
      <main id="main">
        {order ? (
          <article className={css.ticket[width]} data-ticket-width={width}>
            <h1 className={css.heading}>{order.shop.name}</h1>
            <p className={css.shopLine}>{order.shop.address}</p>
            <p className={css.shopLine}>{order.shop.phone}</p>
            <hr className={css.rule} />
            <p className={css.idAndTime}>
              <strong>{order.displayId}</strong>
              <span className={css.time}>{orderTime(order)}</span>
            </p>
            <hr className={css.rule} />
            {order.items.map((item) => (
              <p key={`${item.pid}-${item.pMetaId}`} className={css.line}>
                <span>
                  {item.quantity} × {item.title} {item.size} @ {lineAmount(item.unitPrice)}
                </span>
                <span>{lineAmount(item.amount)}</span>
              </p>
            ))}
            <hr className={css.rule} />
            {order.deliveryFee > 0 ? (
              <p className={css.line}>
                <span>{ticketMessages.deliveryFee}</span>
                <span>{lineAmount(order.deliveryFee)}</span>
              </p>
            ) : null}
            <p className={css.line}>
              <strong>{ticketMessages.total}</strong>
              <strong>{orderTotal(order)}</strong>
            </p>
            <p className={css.line}>
              <span>{ticketMessages.payment}</span>
              <strong>{inboxMessages.paymentLabels[order.paymentMethod]}</strong>
            </p>
            <hr className={css.rule} />
            <p>{order.customerName}</p>
            <p>
              {order.address} {order.pinCode}
            </p>
            <p>{contactPhone(order)}</p>
            {order.riderNote ? <p>{inboxMessages.riderNote(order.riderNote)}</p> : null}
          </article>
        ) : (
          <p role={loading ? 'status' : 'alert'}>{loading ? deskMessages.loading : problem}</p>
        )}
      </main>
    </>
  );
}
