/** "Add N more litres of 5 Litre tubs to get the wholesale price", read from the cart (spec section 9). */
import { useSelector } from '@xstate/react';
import { wholesaleHintLitres } from '../../domain/cart.ts';
import { messages as englishMessages } from '../../domain/messages/index.ts';
import { cartSummary } from '../../machines/cart.ts';
import { useActors } from '../app/ActorsContext.tsx';
import * as css from './WholesaleHint.css.ts';
import { useTexts } from '../app/texts.ts';

export function WholesaleHint({ className }: { className?: string }) {
  const messages = useTexts(englishMessages);
  const { cart } = useActors();
  const litres = useSelector(cart, (snapshot) => wholesaleHintLitres(cartSummary(snapshot.context)));
  // The live region stays in the page so that the hint is announced when it appears or changes.
  return (
    <div aria-live="polite" className={className}>
      {litres === null ? null : <p className={css.hint}>{messages.addMoreLitres(litres)}</p>}
    </div>
  );
}
