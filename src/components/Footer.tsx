import { Link } from 'wouter';
import { shopDetails } from '../../domain/shop.ts';
import { AppStoreLinks } from './AppStoreLinks.tsx';
import * as css from './Footer.css.ts';

export function Footer() {
  return (
    <footer className={css.footer}>
      <div className={css.columns}>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className={css.heading}>Quick links</h2>
          <ul className={css.list}>
            <li><Link className={css.link} href="/">Home</Link></li>
            <li><Link className={css.link} href="/products">Products</Link></li>
            <li><Link className={css.link} href="/cart">Cart</Link></li>
            <li><Link className={css.link} href="/sitemap">Sitemap</Link></li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={css.heading}>Contact</h2>
          <address>
            <ul className={css.list}>
              <li>{shopDetails.address}</li>
              <li><a className={css.link} href={`tel:${shopDetails.phone.replace(/\s/g, '')}`}>{shopDetails.phone}</a></li>
              <li><a className={css.link} href={`mailto:${shopDetails.email}`}>{shopDetails.email}</a></li>
              <li><a className={css.link} href={shopDetails.web}>{shopDetails.web.replace(/^https?:\/\//, '')}</a></li>
            </ul>
          </address>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className={css.heading}>Opening hours</h2>
          <p>Every day, {shopDetails.hours}</p>
          <AppStoreLinks />
        </section>
      </div>
      <p className={css.fine}>
        © {shopDetails.owner}. {shopDetails.developer}.
      </p>
    </footer>
  );
}
