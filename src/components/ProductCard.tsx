/** A product: picture (cover for 750 ML and cone/candy), name, sizes, MRP, and Add or a quantity stepper. */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { PLACEHOLDER_IMAGE } from '../../domain/images.ts';
import { unitPrice, wholesaleOffer } from '../../domain/cart.ts';
import { messages } from '../../domain/messages/index.ts';
import { formatRupees } from '../../domain/money.ts';
import { imageForSize, isOutOfStock, type Product } from '../../domain/products.ts';
import { itemKey, lineKey } from '../../machines/cart.ts';
import { useActors } from '../app/ActorsContext.tsx';
import { visuallyHidden } from './layout.css.ts';
import * as css from './ProductCard.css.ts';
import { Button } from './ui.tsx';

const showPlaceholder = (picture: HTMLImageElement) => {
  picture.src = PLACEHOLDER_IMAGE;
};

export function ProductCard({ product }: { product: Product }) {
  const { cart } = useActors();
  const [sizeId, setSizeId] = useState(product.sizes.find((size) => size.status === 'In Stock')?.id ?? product.sizes[0]?.id);
  const size = product.sizes.find((candidate) => candidate.id === sizeId) ?? product.sizes[0]!;
  const key = lineKey(product.id, size.id);
  const quantity = useSelector(cart, (snapshot) => snapshot.context.items.find((item) => itemKey(item) === key)?.quantity ?? 0);
  const adding = useSelector(cart, (snapshot) => snapshot.context.addingKey === key);
  /** + stops at the largest quantity a line may carry. */
  const canIncrease = useSelector(cart, (snapshot) => snapshot.can({ type: 'INCREASE', key }));
  const canDecrease = useSelector(cart, (snapshot) => snapshot.can({ type: 'DECREASE', key }));
  const soldOut = isOutOfStock(product);
  const sizeOut = size.status === 'Out of Stock';
  const { id, name, category, image, cover, hasCover } = product;
  const cartProduct = { id, name, category, image, cover, hasCover };
  /** Add takes an in-stock size whose line is below the quantity limit (the machine's guard). */
  const offer = wholesaleOffer({ category: product.category, size });
  const canAdd = useSelector(cart, (snapshot) => snapshot.can({ type: 'ADD', product: cartProduct, size }));
  return (
    <article className={css.card} aria-labelledby={`product-${product.id}`}>
      <div className={css.imageBox}>
        <img
          className={css.image}
          src={imageForSize(product, size)}
          alt={messages.productImageAlt(product.name, size.size)}
          loading="lazy"
          width={400}
          height={400}
          onError={(event) => showPlaceholder(event.currentTarget)}
          // A picture of a server-rendered page may fail before the page hydrates, when no onError listens yet.
          ref={(picture) => {
            if (picture?.complete && !picture.naturalWidth) showPlaceholder(picture);
          }}
        />
        {soldOut ? <div className={css.overlay}>{messages.outOfStock}</div> : null}
      </div>
      <div className={css.body}>
        <h3 id={`product-${product.id}`} className={css.name}>
          {product.name}
        </h3>
        <div className={css.sizes} role="group" aria-label={messages.sizesOf(product.name)}>
          {product.sizes.map((option) => (
            <button
              key={option.id}
              type="button"
              className={option.status === 'Out of Stock' ? `${css.sizeButton} ${css.sizeOut}` : css.sizeButton}
              aria-pressed={option.id === size.id}
              title={option.status === 'Out of Stock' ? messages.sizeOutOfStockTitle(option.size) : undefined}
              onClick={() => setSizeId(option.id)}
            >
              {option.size}
              {option.status === 'Out of Stock' ? <span className={visuallyHidden}> {messages.sizeOutOfStockNote}</span> : null}
            </button>
          ))}
        </div>
        <p className={css.price}>
          <span className={css.mrpLabel}>{messages.mrpLabel}</span> {formatRupees(unitPrice({ category: product.category, size }, false))}
        </p>
        {offer ? (
          <p className={css.wholesale}>
            <s aria-hidden="true" className={css.struck}>{formatRupees(offer.mrp)}</s> {messages.wholesaleEach(formatRupees(offer.price), offer.minLitres)}
          </p>
        ) : null}
        {quantity > 0 && !adding ? (
          <div className={css.stepper} role="group" aria-label={messages.quantityOf(`${product.name} ${size.size}`)}>
            <Button variant="secondary" className={css.stepButton} aria-label={messages.decreaseNamed(`${product.name} ${size.size}`)} disabled={!canDecrease} onClick={() => cart.send({ type: 'DECREASE', key })}>
              −
            </Button>
            <span className={css.quantity} aria-live="polite">
              {quantity}
            </span>
            <Button variant="secondary" className={css.stepButton} aria-label={messages.increaseNamed(`${product.name} ${size.size}`)} disabled={!canIncrease} onClick={() => cart.send({ type: 'INCREASE', key })}>
              +
            </Button>
          </div>
        ) : (
          <Button
            className={css.action}
            disabled={adding || !canAdd}
            aria-label={adding || !canAdd ? undefined : messages.addNamed(`${product.name} ${size.size}`)}
            onClick={() => cart.send({ type: 'ADD', product: cartProduct, size })}
          >
            {adding ? messages.addingToCart : sizeOut ? messages.outOfStock : messages.addToCart}
          </Button>
        )}
      </div>
    </article>
  );
}
