/**
 * A product: picture (cover for 750 ML and cone/candy), name (a link to its page, issue 13), sizes, MRP,
 * and Add or a quantity stepper.
 *
 * The picture (issue 28): `first`, the list's first card, whose picture is what a phone paints largest
 * first (LCP), loads at once and before the page's other pictures (`fetchpriority="high"`); every other
 * card's waits until it nears the screen (`loading="lazy"`). A desk upload comes in the width the card
 * needs (`srcset` of its WebP widths, `sizes` the list's card width); the demo art is SVG, drawn at any width.
 */
import { Link } from 'wouter';
import { messages as englishMessages } from '../../domain/messages/index.ts';
import { imageForSize, isOutOfStock, productPath, nameIn, type Product } from '../../domain/products.ts';
import { pictureSrcSet } from '../../domain/images.ts';
import { shownSize } from '../../domain/sizes.ts';
import { pictureFallback, ProductOptions, useChosenSize } from './ProductBuying.tsx';
import * as css from './ProductCard.css.ts';
import { useTexts, useLanguage } from '../app/texts.ts';

/** `sizes`: the card's width in the list, as the `sizes` attribute says it (e.g. `(min-width: 600px) 260px, 50vw`). */
export function ProductCard({ product, first = false, sizes }: { product: Product; first?: boolean; sizes: string }) {
  const language = useLanguage();
  const messages = useTexts(englishMessages);
  const [size, chooseSize] = useChosenSize(product);
  const picture = imageForSize(product, size);
  const srcSet = pictureSrcSet(picture);
  return (
    <article className={css.card} aria-labelledby={`product-${product.id}`}>
      <div className={css.imageBox}>
        <img
          className={css.image}
          src={picture}
          {...(srcSet ? { srcSet, sizes } : {})}
          alt={messages.productImageAlt(nameIn(product, language), shownSize(language, size.size))}
          {...(first ? { fetchPriority: 'high' } : { loading: 'lazy' })}
          width={400}
          height={400}
          {...pictureFallback}
        />
        {isOutOfStock(product) ? <div className={css.overlay}>{messages.outOfStock}</div> : null}
      </div>
      <div className={css.body}>
        <h3 id={`product-${product.id}`} className={css.name}>
          <Link href={productPath(product.id)} className={css.nameLink}>
            {nameIn(product, language)}
          </Link>
        </h3>
        <ProductOptions product={product} size={size} onChoose={chooseSize} />
      </div>
    </article>
  );
}
