import { useSelector } from '@xstate/react';
import { FEATURED_PRODUCT_COUNT } from '../../domain/constants.ts';
import { messages as englishMessages } from '../../domain/messages/index.ts';
import { useActors, useCatalogueOpened } from '../app/ActorsContext.tsx';
import { AppStoreLinks } from '../components/AppStoreLinks.tsx';
import { grid, section } from '../components/layout.css.ts';
import { ProductCard } from '../components/ProductCard.tsx';
import { ButtonLink } from '../components/ui.tsx';
import { button } from '../components/ui.css.ts';
import * as css from './HomeScreen.css.ts';
import { useOpeningHours } from '../components/openingHours.ts';
import { useTexts, useLanguage } from '../app/texts.ts';
import { textsIn } from '../../domain/textCatalogues.ts';
import type { Language } from '../../domain/locale.ts';

/** A featured card's width (layout.css.ts grid): the column on a phone, at most about 360 pixels beside others. */
const FEATURED_CARD_SIZES = '(min-width: 600px) 360px, 100vw';

const benefitsOf = (language: Language, openingHours: string) => {
  const messages = textsIn(language, englishMessages);
  return [
    [messages.benefitQualityTitle, messages.benefitQualityText],
    [messages.benefitDeliveryTitle, messages.benefitDeliveryText],
    [messages.benefitSatisfactionTitle, messages.benefitSatisfactionText],
    [messages.benefitHoursTitle, messages.benefitHoursText(openingHours)],
  ] as const;
};

export function HomeScreen() {
  const language = useLanguage();
  const messages = useTexts(englishMessages);
  useCatalogueOpened();
  const openingHours = useOpeningHours();
  const { catalogue } = useActors();
  const featured = useSelector(catalogue, (snapshot) => snapshot.context.products.slice(0, FEATURED_PRODUCT_COUNT));
  return (
    <>
      <section className={css.hero} aria-labelledby="hero-title">
        <h1 id="hero-title" className={css.heroTitle}>
          {messages.heroTitle}
        </h1>
        <p>{messages.heroLead}</p>
        <div className={css.actions}>
          <ButtonLink href="/products">{messages.browseFlavors}</ButtonLink>
          {/* Track Order reloads the page on purpose (spec section 2). */}
          <a className={button.secondary} href="/order-history">
            {messages.trackOrder}
          </a>
        </div>
        <div className={css.actions}>
          <AppStoreLinks />
        </div>
      </section>
      <section className={section} aria-labelledby="why-title">
        <h2 id="why-title">{messages.whyChooseUs}</h2>
        <ul className={css.benefits}>
          {benefitsOf(language, openingHours).map(([title, text]) => (
            <li key={title} className={css.benefit}>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={section} aria-labelledby="featured-title">
        <h2 id="featured-title">{messages.featuredFlavours}</h2>
        <div className={grid}>
          {featured.map((product, index) => (
            <ProductCard key={product.id} product={product} first={index === 0} sizes={FEATURED_CARD_SIZES} />
          ))}
        </div>
      </section>
      <section className={css.cta} aria-labelledby="cta-title">
        <h2 id="cta-title">{messages.partyCta}</h2>
        <ButtonLink href="/products">{messages.orderNow}</ButtonLink>
      </section>
    </>
  );
}
