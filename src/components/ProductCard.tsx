/** A product: picture (cover for 750 ML and cone/candy), name, sizes, MRP, and Add or a quantity stepper. */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { PLACEHOLDER_IMAGE } from '../../domain/images.ts';
import { unitPrice } from '../../domain/cart.ts';
import { formatRupees } from '../../domain/money.ts';
import { imageForSize, isOutOfStock, type Product } from '../../domain/products.ts';
import { itemKey, lineKey } from '../../machines/cart.ts';
import { useActors } from '../app/ActorsContext.tsx';
import { visuallyHidden } from './layout.css.ts';
import * as css from './ProductCard.css.ts';
import { Button } from './ui.tsx';

export function ProductCard({ product }: { product: Product }) {
  const { cart } = useActors();
  const [sizeId, setSizeId] = useState(product.sizes.find((size) => size.status === 'In Stock')?.id ?? product.sizes[0]?.id);
  const size = product.sizes.find((candidate) => candidate.id === sizeId) ?? product.sizes[0]!;
  const key = lineKey(product.id, size.id);
  const quantity = useSelector(cart, (snapshot) => snapshot.context.items.find((item) => itemKey(item) === key)?.quantity ?? 0);
  const adding = useSelector(cart, (snapshot) => snapshot.context.addingKey === key);
  /** + stops at the largest quantity a line may carry. */
  const canIncrease = useSelector(cart, (snapshot) => snapshot.can({ type: 'INCREASE', key }));
  const soldOut = isOutOfStock(product);
  const sizeOut = size.status === 'Out of Stock';
  const { id, name, category, image, cover, hasCover } = product;
  const cartProduct = { id, name, category, image, cover, hasCover };
  return (
    <article className={css.card} aria-labelledby={`product-${product.id}`}>
      <div className={css.imageBox}>
        <img
          className={css.image}
          src={imageForSize(product, size)}
          alt={`${product.name}, ${size.size}`}
          loading="lazy"
          width={400}
          height={400}
          onError={(event) => {
            event.currentTarget.src = PLACEHOLDER_IMAGE;
          }}
        />
        {soldOut ? <div className={css.overlay}>Out of Stock</div> : null}
      </div>
      <div className={css.body}>
        <h3 id={`product-${product.id}`} className={css.name}>
          {product.name}
        </h3>
        <div className={css.sizes} role="group" aria-label={`Sizes of ${product.name}`}>
          {product.sizes.map((option) => (
            <button
              key={option.id}
              type="button"
              className={option.status === 'Out of Stock' ? `${css.sizeButton} ${css.sizeOut}` : css.sizeButton}
              aria-pressed={option.id === size.id}
              title={option.status === 'Out of Stock' ? `${option.size}: Out of Stock` : undefined}
              onClick={() => setSizeId(option.id)}
            >
              {option.size}
              {option.status === 'Out of Stock' ? <span className={visuallyHidden}> (Out of Stock)</span> : null}
            </button>
          ))}
        </div>
        <p className={css.price}>
          <span className={css.mrpLabel}>MRP</span> {formatRupees(unitPrice({ category: product.category, size }, false))}
        </p>
        {quantity > 0 && !adding ? (
          <div className={css.stepper} role="group" aria-label={`Quantity of ${product.name} ${size.size}`}>
            <Button variant="secondary" className={css.stepButton} aria-label={`Decrease ${product.name} ${size.size}`} onClick={() => cart.send({ type: 'DECREASE', key })}>
              −
            </Button>
            <span className={css.quantity} aria-live="polite">
              {quantity}
            </span>
            <Button variant="secondary" className={css.stepButton} aria-label={`Increase ${product.name} ${size.size}`} disabled={!canIncrease} onClick={() => cart.send({ type: 'INCREASE', key })}>
              +
            </Button>
          </div>
        ) : (
          <Button
            className={css.action}
            disabled={sizeOut || adding}
            aria-label={sizeOut || adding ? undefined : `Add ${product.name} ${size.size}`}
            onClick={() => cart.send({ type: 'ADD', product: cartProduct, size })}
          >
            {adding ? 'Adding...' : sizeOut ? 'Out of Stock' : 'Add'}
          </Button>
        )}
      </div>
    </article>
  );
}
