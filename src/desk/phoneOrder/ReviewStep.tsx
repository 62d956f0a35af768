/** The phone order's review (lines priced as the storefront prices them, the total, Place order) and its outcome. */
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { inboxMessages, phoneOrderMessages } from '../../../domain/desk/messages.ts';
import { ticketPath } from '../../../domain/desk/sections.ts';
import { formatRupees } from '../../../domain/money.ts';
import { PAYMENT_METHODS } from '../../../domain/payment.ts';
import { Button } from '../../components/ui.tsx';
import { useDeskActors } from '../DeskActorsContext.tsx';
import { orderFor, orderTotals, reviewLines } from './phoneOrder.view.ts';
import * as css from './phoneOrder.css.ts';
import { StepActions } from './StepActions.tsx';

function PaymentChoice() {
  const { phoneOrder } = useDeskActors();
  const chosen = useSelector(phoneOrder, (snapshot) => snapshot.context.paymentMethod);
  const riderNote = useSelector(phoneOrder, (snapshot) => snapshot.context.riderNote.trim());
  return (
    <>
      <fieldset className={css.choices}>
        <legend>{phoneOrderMessages.payment}</legend>
        {PAYMENT_METHODS.map((method) => (
          <label key={method} className={css.choice}>
            <input type="radio" name="payment" checked={chosen === method} onChange={() => phoneOrder.send({ type: 'CHOOSE_PAYMENT', method })} />
            {inboxMessages.paymentLabels[method]}
          </label>
        ))}
      </fieldset>
      {riderNote ? (
        <p>
          {inboxMessages.riderNote(riderNote)}
        </p>
      ) : null}
    </>
  );
}

export function ReviewStep() {
  const { phoneOrder } = useDeskActors();
  const totals = useSelector(phoneOrder, orderTotals);
  const lines = useSelector(phoneOrder, reviewLines);
  const who = useSelector(phoneOrder, orderFor);
  const busy = useSelector(phoneOrder, (snapshot) => snapshot.hasTag('busy'));
  return (
    <div className={css.step} aria-busy={busy}>
      <section className={css.card} aria-labelledby="phone-order-review">
        <h2 id="phone-order-review">{phoneOrderMessages.reviewTitle}</h2>
        <p>
          {who.name} ({who.phone})
        </p>
        <p>
          {phoneOrderMessages.deliverTo}: {who.address} {who.pinCode}
        </p>
        <ul className={css.sizes}>
          {lines.map((line) => (
            <li key={line.key} className={css.line}>
              <span>{line.label}</span>
              <span>{line.amount}</span>
            </li>
          ))}
        </ul>
        {totals.deliveryFee > 0 ? (
          <p className={css.line}>
            <span>{phoneOrderMessages.deliveryFee}</span>
            <span>{formatRupees('en', totals.deliveryFee)}</span>
          </p>
        ) : null}
        <p className={css.total}>
          <span>{phoneOrderMessages.total}</span>
          <span>{formatRupees('en', totals.orderTotal)}</span>
        </p>
        <PaymentChoice />
      </section>
      <StepActions back={{ type: 'BACK', label: phoneOrderMessages.back }} next={{ type: 'PLACE', label: busy ? phoneOrderMessages.placing : phoneOrderMessages.place }} />
    </div>
  );
}

export function PlacedStep() {
  const { phoneOrder } = useDeskActors();
  const placed = useSelector(phoneOrder, (snapshot) => snapshot.context.placed);
  const canStartAgain = useSelector(phoneOrder, (snapshot) => snapshot.can({ type: 'NEW_ORDER' }));
  return (
    <div className={css.step}>
      {placed ? (
        <section className={css.card} role="status" aria-labelledby="phone-order-placed">
          <h2 id="phone-order-placed">{phoneOrderMessages.placed(placed.displayId, placed.customerName)}</h2>
          <p className={css.total}>
            <span>{phoneOrderMessages.total}</span>
            <span>{formatRupees('en', placed.totalAmount)}</span>
          </p>
          <Link href={ticketPath(placed.orderId)}>{phoneOrderMessages.openTicket}</Link>
        </section>
      ) : null}
      <div className={css.actions}>
        <Button onClick={() => phoneOrder.send({ type: 'NEW_ORDER' })} disabled={!canStartAgain}>
          {phoneOrderMessages.another}
        </Button>
      </div>
    </div>
  );
}
