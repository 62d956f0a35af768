/** The phone order's items: every product's sizes with the catalogue's price and a stepper, and the order rule read live. */
import { useSelector } from '@xstate/react';
import { phoneOrderMessages } from '../../../domain/desk/messages.ts';
import { wholesaleHintLitres } from '../../../domain/cart.ts';
import { messages } from '../../../domain/messages/index.ts';
import { formatRupees } from '../../../domain/money.ts';
import { wordsIn } from '../../../domain/wording.ts';
import { categoryLabel, type Product } from '../../../domain/products.ts';
import { productsShown, quantityOf } from '../../../machines/desk/phoneOrder.ts';
import { Button, Field } from '../../components/ui.tsx';
import { useDeskActors } from '../DeskActorsContext.tsx';
import { orderTotals, sizePrice } from './phoneOrder.view.ts';
import * as css from './phoneOrder.css.ts';
import { StepActions } from './StepActions.tsx';

function SizeStepper({ product, sizeId, size }: { product: Product; sizeId: number; size: string }) {
  const { phoneOrder } = useDeskActors();
  const event = { productId: product.id, sizeId };
  const quantity = useSelector(phoneOrder, (snapshot) => quantityOf(snapshot.context, product.id, sizeId));
  const canAdd = useSelector(phoneOrder, (snapshot) => snapshot.can({ type: 'MORE', ...event }));
  const canRemove = useSelector(phoneOrder, (snapshot) => snapshot.can({ type: 'LESS', ...event }));
  return (
    <span className={css.stepper}>
      <Button variant="secondary" aria-label={phoneOrderMessages.less(product.name, size)} disabled={!canRemove} onClick={() => phoneOrder.send({ type: 'LESS', ...event })}>
        −
      </Button>
      <output className={css.quantity} aria-label={phoneOrderMessages.quantity(product.name, size)}>
        {quantity}
      </output>
      <Button variant="secondary" aria-label={phoneOrderMessages.more(product.name, size)} disabled={!canAdd} onClick={() => phoneOrder.send({ type: 'MORE', ...event })}>
        +
      </Button>
    </span>
  );
}

function ProductSizes({ product }: { product: Product }) {
  return (
    <li className={css.card}>
      <h3>
        {product.name} <span className={css.muted}>{categoryLabel('en', product.category)}</span>
      </h3>
      <ul className={css.sizes}>
        {product.sizes.map((size) => (
          <li key={size.id} className={css.sizeRow}>
            <span>
              {size.size} · {sizePrice(product.category, size)}
              {size.status === 'Out of Stock' ? <span className={css.muted}> · {phoneOrderMessages.outOfStock}</span> : null}
            </span>
            <SizeStepper product={product} sizeId={size.id} size={size.size} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The order so far, kept in view while the catalogue scrolls: items, total, the order rule's verdict and
 * the wholesale hint as the cart shows them, the refusal of Review order, and the step's buttons.
 */
function OrderSummary() {
  const { phoneOrder } = useDeskActors();
  const totals = useSelector(phoneOrder, orderTotals);
  const hintLitres = wholesaleHintLitres(totals);
  return (
    <section className={css.summary} aria-labelledby="phone-order-summary">
      <div aria-live="polite">
        <h2 id="phone-order-summary">{totals.totalItems ? phoneOrderMessages.itemCount(totals.totalItems) : phoneOrderMessages.noItems}</h2>
        <p className={css.total}>
          <span>{phoneOrderMessages.total}</span>
          <span>{formatRupees('en', totals.orderTotal)}</span>
        </p>
        <p className={totals.canPlaceOrder ? css.ruleMet : css.ruleUnmet}>{totals.orderValidationMessage ? wordsIn('en', totals.orderValidationMessage) : phoneOrderMessages.orderRuleMet}</p>
        {hintLitres === null ? null : <p className={css.muted}>{messages.addMoreLitres(hintLitres)}</p>}
      </div>
      <StepActions back={{ type: 'BACK', label: phoneOrderMessages.back }} next={{ type: 'REVIEW', label: phoneOrderMessages.review }} />
    </section>
  );
}

export function ItemsStep() {
  const { phoneOrder } = useDeskActors();
  const products = useSelector(phoneOrder, (snapshot) => productsShown(snapshot.context));
  const search = useSelector(phoneOrder, (snapshot) => snapshot.context.search);
  return (
    <div className={css.step}>
      <OrderSummary />
      <section aria-labelledby="phone-order-items">
        <h2 id="phone-order-items">{phoneOrderMessages.items}</h2>
        <Field label={phoneOrderMessages.search} type="search" value={search} onChange={(event) => phoneOrder.send({ type: 'SEARCH', text: event.target.value })} />
        {products.length ? (
          <ul className={css.sizes}>
            {products.map((product) => (
              <ProductSizes key={product.id} product={product} />
            ))}
          </ul>
        ) : (
          <p className={css.muted}>{phoneOrderMessages.noProductMatches}</p>
        )}
      </section>
    </div>
  );
}
