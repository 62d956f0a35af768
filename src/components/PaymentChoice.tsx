/**
 * "Cash on delivery" or "UPI on delivery" on /cart (issue 13, part 1): a radio group over the checkout
 * machine's payment method; a choice is sent as CHOOSE_PAYMENT and is held while an order is under way.
 */
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { paymentTexts } from '../../domain/messages/payment.ts';
import { PAYMENT_METHODS, type PaymentMethod } from '../../domain/payment.ts';
import { useOrderActors } from '../app/orderActors.ts';
import * as css from './PaymentChoice.css.ts';

const choiceTexts: Record<PaymentMethod, { name: string; hint: string }> = {
  cash: { name: paymentTexts.cash, hint: paymentTexts.cashHint },
  upi: { name: paymentTexts.upi, hint: paymentTexts.upiHint },
};

export function PaymentChoice() {
  const { checkout } = useOrderActors();
  const chosen = useSelector(checkout, (snapshot) => snapshot.context.paymentMethod);
  const canChoose = useSelector(checkout, (snapshot) => snapshot.can({ type: 'CHOOSE_PAYMENT', method: 'cash' }));
  const name = useId();
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{paymentTexts.heading}</legend>
      {PAYMENT_METHODS.map((method) => (
        <div key={method} className={css.choice}>
          <input
            id={`${name}-${method}`}
            type="radio"
            name={name}
            value={method}
            className={css.radio}
            checked={chosen === method}
            disabled={!canChoose}
            aria-describedby={`${name}-${method}-hint`}
            onChange={(event) => checkout.send({ type: 'CHOOSE_PAYMENT', method: event.currentTarget.value })}
          />
          <label htmlFor={`${name}-${method}`} className={css.name}>{choiceTexts[method].name}</label>
          <span id={`${name}-${method}-hint`} className={css.hint}>{choiceTexts[method].hint}</span>
        </div>
      ))}
    </fieldset>
  );
}
