import { Link } from 'wouter';
import { labelTexts as englishLabelTexts } from '../../domain/messages/labels.ts';
import { messages as englishMessages } from '../../domain/messages/index.ts';
import { shopDetails } from '../../domain/shop.ts';
import { AppStoreLinks } from './AppStoreLinks.tsx';
import * as css from './Footer.css.ts';
import { useOpeningHours } from './openingHours.ts';
import { useTexts } from '../app/texts.ts';

export function Footer() {
  const labelTexts = useTexts(englishLabelTexts);
  const messages = useTexts(englishMessages);
  const openingHours = useOpeningHours();
  return (
    <footer className={css.footer}>
      <div className={css.columns}>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className={css.heading}>{messages.quickLinks}</h2>
          <ul className={css.list}>
            <li><Link className={css.link} href="/">{messages.homeLink}</Link></li>
            <li><Link className={css.link} href="/products">{messages.productsLink}</Link></li>
            <li><Link className={css.link} href="/cart">{messages.cartLink}</Link></li>
            <li><Link className={css.link} href="/sitemap">{messages.sitemapLink}</Link></li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={css.heading}>{messages.contactHeading}</h2>
          <address>
            <ul className={css.list}>
              <li>{messages.shopAddress}</li>
              <li><a className={css.link} href={`tel:${shopDetails.phone.replace(/\s/g, '')}`}>{shopDetails.phone}</a></li>
              <li><a className={css.link} href={`mailto:${shopDetails.email}`}>{shopDetails.email}</a></li>
              <li><a className={css.link} href={shopDetails.web}>{shopDetails.web.replace(/^https?:\/\//, '')}</a></li>
            </ul>
          </address>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className={css.heading}>{messages.openingHours}</h2>
          <p>{messages.everyDay(openingHours)}</p>
          <AppStoreLinks />
        </section>
      </div>
      <p className={css.fine}>
        © {labelTexts.footerCredits}
      </p>
    </footer>
  );
}
