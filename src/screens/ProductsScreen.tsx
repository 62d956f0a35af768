/**
 * /products (spec section 2): name search, category chips, the wholesale rule (one banner) and hint, the
 * product grid, and the loading, error (Retry) and "No products found" (Clear Filters) states; the cart's
 * bar at the bottom while it has items (issue 13).
 */
import { useSelector } from '@xstate/react';
import { productsTexts as englishProductsTexts } from '../../domain/messages/products.ts';
import { categoryChips, visibleProducts } from '../../machines/catalogueList.ts';
import { useActors, useCatalogueOpened } from '../app/ActorsContext.tsx';
import { CartBar } from '../components/CartBar.tsx';
import { DeliveryCheck } from '../components/DeliveryCheck.tsx';
import { ProductCard } from '../components/ProductCard.tsx';
import { Button, Field, PageHeading } from '../components/ui.tsx';
import { WholesaleHint } from '../components/WholesaleHint.tsx';
import * as css from './ProductsScreen.css.ts';
import { activeCategoryLabel, cataloguePhase } from './ProductsScreen.view.ts';
import { useTexts, useLanguage, useWords } from '../app/texts.ts';

/** A card's width (ProductsScreen.css.ts productGrid): half a phone's width, about 260 pixels on a wider screen. */
const PRODUCT_CARD_SIZES = '(min-width: 600px) 260px, 50vw';

export default function ProductsScreen() {
  const productsTexts = useTexts(englishProductsTexts);
  useCatalogueOpened();
  return (
    <>
      <PageHeading title={productsTexts.ourProducts} />
      <p className={css.banner}>{productsTexts.wholesaleNote}</p>
      <WholesaleHint className={css.hint} />
      <DeliveryCheck />
      <Catalogue />
      <CartBar />
    </>
  );
}

function Catalogue() {
  const wordsOf = useWords();
  const productsTexts = useTexts(englishProductsTexts);
  const { catalogue } = useActors();
  const phase = useSelector(catalogue, cataloguePhase);
  const error = useSelector(catalogue, (snapshot) => snapshot.context.error);
  const canRetry = useSelector(catalogue, (snapshot) => snapshot.can({ type: 'RETRY' }));
  if (phase === 'loading') {
    return (
      <p role="status" className={css.status}>
        {productsTexts.loadingProducts}
      </p>
    );
  }
  if (phase === 'error') {
    return (
      <div role="alert" className={css.problem}>
        <p>{error && wordsOf(error)}</p>
        <Button disabled={!canRetry} onClick={() => catalogue.send({ type: 'RETRY' })}>{productsTexts.retry}</Button>
      </div>
    );
  }
  return (
    <>
      <Filters />
      {phase === 'noResults' ? <NoResults /> : <Results />}
    </>
  );
}

function Filters() {
  const language = useLanguage();
  const productsTexts = useTexts(englishProductsTexts);
  const { catalogue } = useActors();
  const search = useSelector(catalogue, (snapshot) => snapshot.context.search);
  const category = useSelector(catalogue, (snapshot) => snapshot.context.category);
  const products = useSelector(catalogue, (snapshot) => snapshot.context.products);
  const chips = categoryChips(language, { products });
  return (
    <div role="search" aria-label={productsTexts.searchRegion} className={css.filters}>
      <Field
        label={productsTexts.searchLabel}
        type="search"
        placeholder={productsTexts.searchPlaceholder}
        autoComplete="off"
        value={search}
        onChange={(event) => catalogue.send({ type: 'SEARCH', text: event.currentTarget.value })}
      />
      <div className={css.chips} role="group" aria-label={productsTexts.categories}>
        {chips.map((chip) => (
          <button
            key={chip.value}
            type="button"
            className={css.chip}
            aria-pressed={chip.value === category}
            onClick={() => catalogue.send({ type: 'SELECT_CATEGORY', category: chip.value })}
          >
            {chip.label}
          </button>
        ))}
      </div>
    </div>
  );
}

function Results() {
  const language = useLanguage();
  const productsTexts = useTexts(englishProductsTexts);
  const { catalogue } = useActors();
  const context = useSelector(catalogue, (snapshot) => snapshot.context);
  const products = visibleProducts(context);
  return (
    <section aria-labelledby="product-list-title">
      <div className={css.listHeading}>
        <h2 id="product-list-title" className={css.listTitle}>
          {activeCategoryLabel(language, context)}
        </h2>
        <p role="status" className={css.count}>
          {productsTexts.productCount(products.length)}
        </p>
      </div>
      <div className={css.productGrid}>
        {products.map((product, index) => (
          <ProductCard key={product.id} product={product} first={index === 0} sizes={PRODUCT_CARD_SIZES} />
        ))}
      </div>
    </section>
  );
}

function NoResults() {
  const productsTexts = useTexts(englishProductsTexts);
  const { catalogue } = useActors();
  return (
    <section className={css.empty} aria-labelledby="no-products-title">
      <h2 id="no-products-title" className={css.listTitle}>
        {productsTexts.noProductsFound}
      </h2>
      <Button variant="secondary" onClick={() => catalogue.send({ type: 'CLEAR_FILTERS' })}>
        {productsTexts.clearFilters}
      </Button>
    </section>
  );
}
