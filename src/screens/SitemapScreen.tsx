/**
 * /sitemap: every page of the storefront, grouped as the specification says (section 2), and each
 * product's page (issue 13) from the catalogue.
 */
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { sitemapTexts as englishSitemapTexts } from '../../domain/messages/sitemap.ts';
import { productPath, nameIn } from '../../domain/products.ts';
import { useActors, useCatalogueOpened } from '../app/ActorsContext.tsx';
import { PageHeading } from '../components/ui.tsx';
import * as css from './SitemapScreen.css.ts';
import { useTexts, useLanguage } from '../app/texts.ts';
import { textsIn } from '../../domain/textCatalogues.ts';
import type { Language } from '../../domain/locale.ts';

/** A function, so that the links are worded in the language shown when the page renders. */
const groups = (language: Language) => {
  const sitemapTexts = textsIn(language, englishSitemapTexts);
  return [
  {
    id: 'sitemap-main',
    title: sitemapTexts.mainPages,
    links: [
      ['/', sitemapTexts.home],
      ['/products', sitemapTexts.products],
      ['/cart', sitemapTexts.cart],
      ['/order-history', sitemapTexts.orderHistory],
    ],
  },
  {
    id: 'sitemap-account',
    title: sitemapTexts.accountPages,
    links: [
      ['/login', sitemapTexts.login],
      ['/register', sitemapTexts.signUp],
      ['/forgot-password', sitemapTexts.contactUs],
      ['/reset-password', sitemapTexts.resetPassword],
      ['/profile', sitemapTexts.profile],
    ],
  },
  {
    id: 'sitemap-settings',
    title: sitemapTexts.settingsPages,
    links: [
      ['/settings/personal-details', sitemapTexts.personalDetails],
      ['/settings/change-password', sitemapTexts.changePassword],
      ['/settings/addresses', sitemapTexts.manageAddresses],
      ['/settings/addresses/add', sitemapTexts.addAddress],
      ['/settings/delete-account', sitemapTexts.deleteAccount],
    ],
  },
  {
    id: 'sitemap-legal',
    title: sitemapTexts.legalPages,
    links: [
      ['/privacy-policy', sitemapTexts.privacyPolicy],
      ['/terms', sitemapTexts.terms],
    ],
  },
] as const;
};

export default function SitemapScreen() {
  const language = useLanguage();
  const sitemapTexts = useTexts(englishSitemapTexts);
  useCatalogueOpened();
  const { catalogue } = useActors();
  const products = useSelector(catalogue, (snapshot) => snapshot.context.products);
  const productGroup = {
    id: 'sitemap-products',
    title: sitemapTexts.productPages,
    links: products.map((product) => [productPath(product.id), nameIn(product, language)] as const),
  };
  return (
    <>
      <PageHeading title={sitemapTexts.sitemapTitle} />
      <div className={css.groups}>
        {[...groups(language), ...(productGroup.links.length > 0 ? [productGroup] : [])].map((group) => (
          <section key={group.id} className={css.group} aria-labelledby={group.id}>
            <h2 id={group.id} className={css.groupTitle}>
              {group.title}
            </h2>
            <ul className={css.links}>
              {group.links.map(([href, text]) => (
                <li key={href}>
                  <Link href={href} className={css.link}>
                    {text}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
