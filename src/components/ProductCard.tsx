/**
 * A product: picture (cover for 750 ML and cone/candy), name (a link to its page, issue 13), sizes, MRP,
 * and Add or a quantity stepper.
 */
import { Link } from 'wouter';
import { messages } from '../../domain/messages/index.ts';
import { imageForSize, isOutOfStock, productPath, shownName, type Product } from '../../domain/products.ts';
import { shownSize } from '../../domain/sizes.ts';
import { pictureFallback, ProductOptions, useChosenSize } from './ProductBuying.tsx';
import * as css from './ProductCard.css.ts';

export function ProductCard({ product }: { product: Product }) {
  const [size, chooseSize] = useChosenSize(product);
  return (
    <article className={css.card} aria-labelledby={`product-${product.id}`}>
      <div className={css.imageBox}>
        <img className={css.image} src={imageForSize(product, size)} alt={messages.productImageAlt(shownName(product), shownSize(size.size))} loading="lazy" width={400} height={400} {...pictureFallback} />
        {isOutOfStock(product) ? <div className={css.overlay}>{messages.outOfStock}</div> : null}
      </div>
      <div className={css.body}>
        <h3 id={`product-${product.id}`} className={css.name}>
          <Link href={productPath(product.id)} className={css.nameLink}>
            {shownName(product)}
          </Link>
        </h3>
        <ProductOptions product={product} size={size} onChoose={chooseSize} />
      </div>
    </article>
  );
}
