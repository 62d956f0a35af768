/** A product: picture (cover for 750 ML and cone/candy), name, sizes, MRP, and Add or a quantity stepper. */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { PLACEHOLDER_IMAGE } from '../../domain/images.ts';
import { formatRupees } from '../../domain/money.ts';
import { imageForSize, isOutOfStock, type Product } from '../../domain/products.ts';
import { itemKey, lineKey } from '../../machines/cart.ts';
import { useActors } from '../app/ActorsContext.tsx';
import * as css from './ProductCard.css.ts';
import { Button } from './ui.tsx';

export function ProductCard({ product }: { product: Product }) {
  const { cart } = useActors();
  const [sizeId, setSizeId] = useState(product.sizes.find((size) => size.status === 'In Stock')?.id ?? product.sizes[0]?.id);
  const size = product.sizes.find((candidate) => candidate.id === sizeId) ?? product.sizes[0]!;
  const key = lineKey(product.id, size.id);
  const quantity = useSelector(cart, (snapshot) => snapshot.context.items.find((item) => itemKey(item) === key)?.quantity ?? 0);
  const adding = useSelector(cart, (snapshot) => snapshot.context.addingKey === key);
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
              className={css.sizeButton}
              aria-pressed={option.id === size.id}
              onClick={() => setSizeId(option.id)}
            >
              {option.size}
              {option.status === 'Out of Stock' ? ' (Out of Stock)' : ''}
            </button>
          ))}
        </div>
        <p className={css.price}>
          MRP {formatRupees(size.mrp > 0 ? size.mrp : size.price)}
        </p>
        {quantity > 0 && !adding ? (
          <div className={css.stepper} role="group" aria-label={`Quantity of ${product.name} ${size.size}`}>
            <Button variant="secondary" aria-label={`Decrease ${product.name} ${size.size}`} onClick={() => cart.send({ type: 'DECREASE', key })}>
              −
            </Button>
            <span className={css.quantity} aria-live="polite">
              {quantity}
            </span>
            <Button variant="secondary" aria-label={`Increase ${product.name} ${size.size}`} onClick={() => cart.send({ type: 'INCREASE', key })}>
              +
            </Button>
          </div>
        ) : (
          <Button disabled={sizeOut || adding} onClick={() => cart.send({ type: 'ADD', product: cartProduct, size })}>
            {adding ? 'Adding...' : sizeOut ? 'Out of Stock' : 'Add'}
          </Button>
        )}
      </div>
    </article>
  );
}
