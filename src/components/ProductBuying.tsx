/**
 * Choosing a product's size and putting it in the cart, as the product card and the product page
 * (issue 13) both show it: the size buttons, the price (MRP, and a 5 Litre size's wholesale price), and
 * Add or the quantity stepper, sending the cart machine's ADD, INCREASE and DECREASE. One component, since
 * the product card is in the first load (each component more adds to it).
 */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { unitPrice, wholesaleOffer, type PricedSize } from '../../domain/cart.ts';
import { PLACEHOLDER_IMAGE } from '../../domain/images.ts';
import { messages as englishMessages } from '../../domain/messages/index.ts';
import { formatAmount } from '../../domain/money.ts';
import { nameIn, type Product } from '../../domain/products.ts';
import { shownSize } from '../../domain/sizes.ts';
import { cartProductOf, itemKey, lineKey } from '../../machines/cart.ts';
import { useActors } from '../app/ActorsContext.tsx';
import { visuallyHidden } from './layout.css.ts';
import * as css from './ProductCard.css.ts';
import { Button } from './ui.tsx';
import { useTexts, useLanguage } from '../app/texts.ts';

/** The size shown first is the first one in stock; the customer's choice then. */
export function useChosenSize(product: Product): [PricedSize, (sizeId: number) => void] {
  const [sizeId, setSizeId] = useState(product.sizes.find((size) => size.status === 'In Stock')?.id ?? product.sizes[0]?.id);
  return [product.sizes.find((candidate) => candidate.id === sizeId) ?? product.sizes[0]!, setSizeId];
}

const showPlaceholder = (picture: HTMLImageElement) => {
  picture.src = PLACEHOLDER_IMAGE;
};

/** A product picture's props that put the placeholder in its place when it cannot load. */
export const pictureFallback = {
  onError: (event: { currentTarget: HTMLImageElement }) => showPlaceholder(event.currentTarget),
  // A picture of a server-rendered page may fail before the page hydrates, when no onError listens yet.
  ref: (picture: HTMLImageElement | null) => {
    if (picture?.complete && !picture.naturalWidth) showPlaceholder(picture);
  },
};

/** The size buttons, the chosen size's price, and Add (while it is not in the cart) or its line's stepper. */
export function ProductOptions({ product, size, onChoose }: { product: Product; size: PricedSize; onChoose: (sizeId: number) => void }) {
  const language = useLanguage();
  const messages = useTexts(englishMessages);
  const { cart } = useActors();
  const key = lineKey(product.id, size.id);
  const quantity = useSelector(cart, (snapshot) => snapshot.context.items.find((item) => itemKey(item) === key)?.quantity ?? 0);
  const adding = useSelector(cart, (snapshot) => snapshot.context.addingKey === key);
  /** + stops at the largest quantity a line may carry. */
  const canIncrease = useSelector(cart, (snapshot) => snapshot.can({ type: 'INCREASE', key }));
  const canDecrease = useSelector(cart, (snapshot) => snapshot.can({ type: 'DECREASE', key }));
  const sizeOut = size.status === 'Out of Stock';
  const cartProduct = cartProductOf(product);
  const named = `${nameIn(product, language)} ${shownSize(language, size.size)}`;
  /** Add takes an in-stock size whose line is below the quantity limit (the machine's guard). */
  const offer = wholesaleOffer({ category: product.category, size });
  const canAdd = useSelector(cart, (snapshot) => snapshot.can({ type: 'ADD', product: cartProduct, size }));
  return (
    <>
      <div className={css.sizes} role="group" aria-label={messages.sizesOf(nameIn(product, language))}>
        {product.sizes.map((option) => (
          <button
            key={option.id}
            type="button"
            className={option.status === 'Out of Stock' ? `${css.sizeButton} ${css.sizeOut}` : css.sizeButton}
            aria-pressed={option.id === size.id}
            title={option.status === 'Out of Stock' ? messages.sizeOutOfStockTitle(shownSize(language, option.size)) : undefined}
            onClick={() => onChoose(option.id)}
          >
            {shownSize(language, option.size)}
            {option.status === 'Out of Stock' ? <span className={visuallyHidden}> {messages.sizeOutOfStockNote}</span> : null}
          </button>
        ))}
      </div>
      <p className={css.price}>
        <span className={css.mrpLabel}>{messages.mrpLabel}</span> {formatAmount(language, unitPrice({ category: product.category, size }, false))}
      </p>
      {offer ? (
        <p className={css.wholesale}>
          <s aria-hidden="true" className={css.struck}>{formatAmount(language, offer.mrp)}</s> {messages.wholesaleEach(formatAmount(language, offer.price), offer.minLitres)}
        </p>
      ) : null}
      {quantity > 0 && !adding ? (
        <div className={css.stepper} role="group" aria-label={messages.quantityOf(named)}>
          <Button variant="secondary" className={css.stepButton} aria-label={messages.decreaseNamed(named)} disabled={!canDecrease} onClick={() => cart.send({ type: 'DECREASE', key })}>
            −
          </Button>
          <span className={css.quantity} aria-live="polite">
            {quantity}
          </span>
          <Button variant="secondary" className={css.stepButton} aria-label={messages.increaseNamed(named)} disabled={!canIncrease} onClick={() => cart.send({ type: 'INCREASE', key })}>
            +
          </Button>
        </div>
      ) : (
        <Button
          className={css.action}
          disabled={adding || !canAdd}
          aria-label={adding || !canAdd ? undefined : messages.addNamed(named)}
          onClick={() => cart.send({ type: 'ADD', product: cartProduct, size })}
        >
          {adding ? messages.addingToCart : sizeOut ? messages.outOfStock : messages.addToCart}
        </Button>
      )}
    </>
  );
}
