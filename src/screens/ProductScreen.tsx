/**
 * /products/:id (issue 13): one product's picture, description, sizes with their prices, Add to cart as on
 * the product list, and Share (src/app/share.ts). The server writes the page's link preview (Open Graph
 * tags, server/storefrontPage.ts). A pid the catalogue does not have shows "Product not found".
 */
import { useSelector } from '@xstate/react';
import { useContext, useEffect } from 'react';
import { Link } from 'wouter';
import { pictureSrcSet } from '../../domain/images.ts';
import { messages as englishMessages } from '../../domain/messages/index.ts';
import { productTexts as englishProductTexts } from '../../domain/messages/product.ts';
import { productsTexts as englishProductsTexts } from '../../domain/messages/products.ts';
import { formatAmount } from '../../domain/money.ts';
import { fromPrice } from '../../domain/productPage.ts';
import { categoryLabel, imageForSize, isOutOfStock, productDescription, productPath, nameIn, type Product } from '../../domain/products.ts';
import { shownSize } from '../../domain/sizes.ts';
import { shopDetails } from '../../domain/shop.ts';
import { useActors, useCatalogueOpened } from '../app/ActorsContext.tsx';
import { ShareContext } from '../app/share.ts';
import { pictureFallback, ProductOptions, useChosenSize } from '../components/ProductBuying.tsx';
import * as cardCss from '../components/ProductCard.css.ts';
import { Button, ButtonLink, PageHeading } from '../components/ui.tsx';
import * as css from './ProductScreen.css.ts';
import { productPage } from './ProductScreen.view.ts';
import { useTexts, useLanguage, useWords } from '../app/texts.ts';

export default function ProductScreen({ params }: { params: { id: string } }) {
  const wordsOf = useWords();
  const language = useLanguage();
  const productTexts = useTexts(englishProductTexts);
  const productsTexts = useTexts(englishProductsTexts);
  useCatalogueOpened();
  const { catalogue } = useActors();
  const page = useSelector(catalogue, (snapshot) => productPage(snapshot, params.id));
  const error = useSelector(catalogue, (snapshot) => snapshot.context.error);
  const canRetry = useSelector(catalogue, (snapshot) => snapshot.can({ type: 'RETRY' }));
  useProductTitle(params.id, page.phase === 'product' ? nameIn(page.product, language) : null, page.phase === 'notFound');
  switch (page.phase) {
    case 'loading':
      return (
        <>
          <PageHeading title={productTexts.productHeading} />
          <p role="status" className={css.status}>{productTexts.loadingProduct}</p>
        </>
      );
    case 'error':
      return (
        <>
          <PageHeading title={productTexts.productHeading} />
          <div role="alert" className={css.problem}>
            <p>{error && wordsOf(error)}</p>
            <Button disabled={!canRetry} onClick={() => catalogue.send({ type: 'RETRY' })}>{productsTexts.retry}</Button>
          </div>
        </>
      );
    case 'notFound':
      return <ProductNotFound />;
    case 'product':
      return <ProductDetails key={page.product.id} product={page.product} />;
  }
}

/**
 * The page titles itself in every phase (the route watcher in src/App.tsx leaves product pages alone, or
 * whichever of the two answered last would win): "Product" while loading, the product's name once known,
 * "Page not found" for a pid the shop does not have, as the server-rendered page does.
 */
function useProductTitle(id: string, name: string | null, notFound: boolean) {
  const language = useLanguage();
  useEffect(() => {
    import('../../domain/routes.ts').then(
      ({ documentTitle, notFoundDocumentTitle, productDocumentTitle, titlesIn }) =>
        (document.title =
          name !== null ? productDocumentTitle(name) : notFound ? notFoundDocumentTitle(titlesIn(language)) : documentTitle(`/products/${id}`, titlesIn(language))),
      () => {},
    );
  }, [id, name, notFound, language]);
}

/** The picture's width (ProductScreen.css.ts layout): the screen on a phone, half of it beside the details. */
const PICTURE_SIZES = '(min-width: 768px) 50vw, 100vw';

function ProductDetails({ product }: { product: Product }) {
  const language = useLanguage();
  const messages = useTexts(englishMessages);
  const productTexts = useTexts(englishProductTexts);
  const [size, chooseSize] = useChosenSize(product);
  const picture = imageForSize(product, size);
  const srcSet = pictureSrcSet(picture);
  const share = useContext(ShareContext);
  const price = formatAmount(language, fromPrice(product));
  return (
    <article aria-labelledby="product-title">
      <Link href="/products" className={css.backLink}>
        {productTexts.allProducts}
      </Link>
      <div className={css.layout}>
        <div className={css.pictureBox}>
          {/* The page's largest picture (issue 28): asked for first, in the width the screen needs. */}
          <img
            className={css.picture}
            src={picture}
            {...(srcSet ? { srcSet, sizes: PICTURE_SIZES } : {})}
            alt={messages.productImageAlt(nameIn(product, language), shownSize(language, size.size))}
            fetchPriority="high"
            width={400}
            height={400}
            {...pictureFallback}
          />
          {isOutOfStock(product) ? <div className={cardCss.overlay}>{messages.outOfStock}</div> : null}
        </div>
        <div className={css.details}>
          <h1 id="product-title" className={css.title}>{nameIn(product, language)}</h1>
          <p className={css.category}>{categoryLabel(language, product.category)}</p>
          <p className={css.description}>{productDescription(language, product)}</p>
          <p className={css.fromPrice}>{productTexts.fromPrice(price)}</p>
          <section className={css.buying} aria-labelledby="product-sizes-title">
            <h2 id="product-sizes-title" className={css.buyingTitle}>{productTexts.sizesAndPrices}</h2>
            <ProductOptions product={product} size={size} onChoose={chooseSize} />
          </section>
          <Button
            variant="secondary"
            onClick={() => void share({ path: productPath(product.id), title: nameIn(product, language), text: productTexts.shareText(nameIn(product, language), price, shopDetails.name) })}
          >
            {productTexts.share}
          </Button>
        </div>
      </div>
    </article>
  );
}

function ProductNotFound() {
  const productTexts = useTexts(englishProductTexts);
  return (
    <section className={css.notFound} aria-labelledby="product-not-found-title">
      <h1 id="product-not-found-title" className={css.title}>{productTexts.productNotFound}</h1>
      <p className={css.notFoundText}>{productTexts.productNotFoundLead}</p>
      <ButtonLink href="/products">{productTexts.allProducts}</ButtonLink>
    </section>
  );
}
