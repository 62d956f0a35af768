import { useSelector } from '@xstate/react';
import { FEATURED_PRODUCT_COUNT } from '../../domain/constants.ts';
import { shopDetails } from '../../domain/shop.ts';
import { useActors, useCatalogueOpened } from '../app/ActorsContext.tsx';
import { AppStoreLinks } from '../components/AppStoreLinks.tsx';
import { grid, section } from '../components/layout.css.ts';
import { ProductCard } from '../components/ProductCard.tsx';
import { ButtonLink } from '../components/ui.tsx';
import { button } from '../components/ui.css.ts';
import * as css from './HomeScreen.css.ts';

const benefits = [
  ['Premium quality', 'Made with fresh milk and real fruit: Alphonso mango, kesar, pista and more.'],
  ['Fast delivery', 'Delivered frozen across Rajkot, with no delivery fee.'],
  ['Customer satisfaction', 'Thousands of Rajkot families order their tubs from us every season.'],
  ['Convenient hours', `Open every day, ${shopDetails.hours}.`],
] as const;

export function HomeScreen() {
  useCatalogueOpened();
  const { catalogue } = useActors();
  const featured = useSelector(catalogue, (snapshot) => snapshot.context.products.slice(0, FEATURED_PRODUCT_COUNT));
  return (
    <>
      <section className={css.hero} aria-labelledby="hero-title">
        <h1 id="hero-title" className={css.heroTitle}>
          Rajkot's favourite ice cream, delivered to your door
        </h1>
        <p>750 ML and 5 Litre tubs, cones and candy, delivered across Rajkot.</p>
        <div className={css.actions}>
          <ButtonLink href="/products">Browse Flavors</ButtonLink>
          {/* Track Order reloads the page on purpose (spec section 2). */}
          <a className={button.secondary} href="/order-history">
            Track Order
          </a>
        </div>
        <div className={css.actions}>
          <AppStoreLinks />
        </div>
      </section>
      <section className={section} aria-labelledby="why-title">
        <h2 id="why-title">Why choose us</h2>
        <ul className={css.benefits}>
          {benefits.map(([title, text]) => (
            <li key={title} className={css.benefit}>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={section} aria-labelledby="featured-title">
        <h2 id="featured-title">Featured flavours</h2>
        <div className={grid}>
          {featured.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </div>
      </section>
      <section className={css.cta} aria-labelledby="cta-title">
        <h2 id="cta-title">Planning a party? Two 5 Litre tubs unlock the wholesale price.</h2>
        <ButtonLink href="/products">Order now</ButtonLink>
      </section>
    </>
  );
}
