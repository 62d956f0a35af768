/**
 * Issue 13, phone first: while the cart has items, a bar at the bottom of /products with the cart's
 * count and total and "View cart". It is sticky at the end of the list, so it never hides the last
 * products. Shown from the cart actor's snapshot, which is empty on the server and at hydration (the
 * stored cart is read after it), so server and client render the same.
 */
import { useSelector } from '@xstate/react';
import { orderTotal } from '../../domain/orderTotal.ts';
import { productsTexts as englishProductsTexts } from '../../domain/messages/products.ts';
import { formatAmount } from '../../domain/money.ts';
import { cartSummary } from '../../machines/cart.ts';
import { useActors } from '../app/ActorsContext.tsx';
import * as css from './CartBar.css.ts';
import { ButtonLink } from './ui.tsx';
import { useTexts, useLanguage } from '../app/texts.ts';

export function CartBar() {
  const language = useLanguage();
  const productsTexts = useTexts(englishProductsTexts);
  const { cart } = useActors();
  const count = useSelector(cart, (snapshot) => cartSummary(snapshot.context).totalItems);
  const total = useSelector(cart, (snapshot) => orderTotal(cartSummary(snapshot.context).totalAmount));
  if (count === 0) return null;
  return (
    <section aria-label={productsTexts.cartBar} className={css.bar}>
      <p className={css.summary}>
        <span>{productsTexts.cartBarItems(count)}</span>
        <span className={css.total}>{productsTexts.cartBarTotal(formatAmount(language, total))}</span>
      </p>
      <ButtonLink href="/cart">{productsTexts.viewCart}</ButtonLink>
    </section>
  );
}
