/**
 * /forgot-password: a contact page (spec sections 1, 2): call, email, address and business hours
 * from domain/shop.ts, with a link back to login.
 */
import { Link } from 'wouter';
import { shopDetails } from '../../domain/shop.ts';
import * as account from '../components/account.css.ts';
import { pageTitle } from '../components/layout.css.ts';
import { ButtonLink } from '../components/ui.tsx';
import * as css from './ContactScreen.css.ts';

const telHref = `tel:${shopDetails.phone.replace(/\s/g, '')}`;

export default function ContactScreen() {
  return (
    <section aria-labelledby="contact-title" className={css.page}>
      <h1 id="contact-title" className={pageTitle}>
        Contact us
      </h1>
      <p className={account.lead}>
        Forgot your password, or need help with an order? Call or email us and our team will help you get back into your
        account.
      </p>
      <ul className={css.cards}>
        <li className={css.card}>
          <h2 className={css.cardTitle}>Call us</h2>
          <a className={css.value} href={telHref}>
            {shopDetails.phone}
          </a>
        </li>
        <li className={css.card}>
          <h2 className={css.cardTitle}>Email us</h2>
          <a className={css.value} href={`mailto:${shopDetails.email}`}>
            {shopDetails.email}
          </a>
        </li>
        <li className={css.card}>
          <h2 className={css.cardTitle}>Visit us</h2>
          <address className={css.address}>{shopDetails.address}</address>
        </li>
        <li className={css.card}>
          <h2 className={css.cardTitle}>Business hours</h2>
          <p className={css.plain}>Every day, {shopDetails.hours}</p>
        </li>
      </ul>
      <div className={account.actions}>
        <ButtonLink href="/login">Back to login</ButtonLink>
      </div>
      <p className={css.reset}>
        Already have a reset code? <Link href="/reset-password">Reset your password</Link>
      </p>
    </section>
  );
}
