/**
 * "Cash on delivery" or "UPI on delivery" on /cart (issue 13, part 1): a radio group over the checkout
 * machine's payment method; a choice is sent as CHOOSE_PAYMENT and is held while an order is under way.
 */
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { paymentTexts as englishPaymentTexts } from '../../domain/messages/payment.ts';
import { PAYMENT_METHODS, type PaymentMethod } from '../../domain/payment.ts';
import { useCheckoutActor } from '../app/checkoutActor.ts';
import * as css from './PaymentChoice.css.ts';
import { useTexts, useLanguage } from '../app/texts.ts';
import { textsIn } from '../../domain/textCatalogues.ts';
import type { Language } from '../../domain/locale.ts';

/** A function, so that the texts are those of the language shown when the choice renders. */
const choiceTexts = (language: Language, method: PaymentMethod): { name: string; hint: string } => {
  const paymentTexts = textsIn(language, englishPaymentTexts);
  return method === 'cash' ? { name: paymentTexts.cash, hint: paymentTexts.cashHint } : { name: paymentTexts.upi, hint: paymentTexts.upiHint };
};

export function PaymentChoice() {
  const language = useLanguage();
  const paymentTexts = useTexts(englishPaymentTexts);
  const checkout = useCheckoutActor();
  const chosen = useSelector(checkout, (snapshot) => snapshot.context.paymentMethod);
  const canChoose = useSelector(checkout, (snapshot) => snapshot.can({ type: 'CHOOSE_PAYMENT', method: 'cash' }));
  const name = useId();
  return (
    <fieldset className={css.fieldset}>
      <legend>{paymentTexts.heading}</legend>
      {PAYMENT_METHODS.map((method) => (
        <div key={method} className={css.choice}>
          <input
            id={`${name}-${method}`}
            type="radio"
            name={name}
            value={method}
            checked={chosen === method}
            disabled={!canChoose}
            aria-describedby={`${name}-${method}-hint`}
            onChange={(event) => checkout.send({ type: 'CHOOSE_PAYMENT', method: event.currentTarget.value })}
          />
          <label htmlFor={`${name}-${method}`}>{choiceTexts(language, method).name}</label>
          <span id={`${name}-${method}-hint`}>{choiceTexts(language, method).hint}</span>
        </div>
      ))}
    </fieldset>
  );
}
