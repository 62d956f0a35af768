/**
 * "Do we deliver to you?" on /products and /cart (issue 13, part 3): a pin code field and Check, then
 * "We deliver to 360005 Kalawad Road", or "Sorry, we do not deliver to 360099 yet" with the areas served,
 * the address form's message for a text that is not a pin code, or the failure with Try Again. Reads the
 * delivery check's snapshot (machines/deliveryCheck.ts) and sends its events; open to visitors too.
 */
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { deliveryCheckTexts as englishDeliveryCheckTexts } from '../../domain/messages/deliveryCheck.ts';
import { deliveryAnswer, type DeliveryAnswer } from '../../machines/deliveryCheck.ts';
import { useDeliveryCheckActor } from '../app/deliveryCheckActor.ts';
import * as css from './DeliveryCheck.css.ts';
import { Button, Field } from './ui.tsx';
import { useTexts, useLanguage } from '../app/texts.ts';

export function DeliveryCheck() {
  const language = useLanguage();
  const deliveryCheckTexts = useTexts(englishDeliveryCheckTexts);
  const actor = useDeliveryCheckActor();
  const headingId = useId();
  const typed = useSelector(actor, (snapshot) => snapshot.context.typed);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const canCheck = useSelector(actor, (snapshot) => snapshot.can({ type: 'CHECK' }));
  const canRetry = useSelector(actor, (snapshot) => snapshot.can({ type: 'RETRY' }));
  const answer = useSelector(actor, (snapshot) => deliveryAnswer(language, snapshot));
  return (
    <section aria-labelledby={headingId} className={css.box}>
      <h2 id={headingId} className={css.heading}>{deliveryCheckTexts.heading}</h2>
      <form
        className={css.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'CHECK' });
        }}
      >
        <Field
          label={deliveryCheckTexts.pinCodeLabel}
          placeholder={deliveryCheckTexts.placeholder}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={typed}
          onChange={(event) => actor.send({ type: 'TYPE', text: event.currentTarget.value })}
        />
        <Button type="submit" disabled={!canCheck} aria-busy={busy || undefined}>
          {busy ? deliveryCheckTexts.checking : deliveryCheckTexts.check}
        </Button>
      </form>
      <div aria-live="polite">
        <Answer answer={answer} canRetry={canRetry} onRetry={() => actor.send({ type: 'RETRY' })} />
      </div>
    </section>
  );
}

function Answer({ answer, canRetry, onRetry }: { answer: DeliveryAnswer; canRetry: boolean; onRetry: () => void }) {
  switch (answer.kind) {
    case 'none':
      return null;
    case 'inArea':
      return <p className={css.inArea}>{answer.text}</p>;
    case 'invalid':
      return <p className={css.invalid}>{answer.text}</p>;
    case 'outOfArea':
      return (
        <>
          <p className={css.outOfArea}>{answer.text}</p>
          <details className={css.areas}>
            <summary>{answer.areasSummary}</summary>
            <ul className={css.areaList}>
              {answer.areas.map((area) => (
                <li key={area}>{area}</li>
              ))}
            </ul>
          </details>
        </>
      );
    case 'failed':
      return (
        <div role="alert" className={css.failed}>
          <p>{answer.text}</p>
          <Button variant="secondary" disabled={!canRetry} onClick={onRetry}>{answer.retry}</Button>
        </div>
      );
  }
}

