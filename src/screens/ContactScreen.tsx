/**
 * /forgot-password: a contact page (spec sections 1, 2): call, email, address and business hours
 * from domain/shop.ts, with a link back to login.
 */
import { Link } from 'wouter';
import { contactTexts as englishContactTexts } from '../../domain/messages/contact.ts';
import { messages as englishMessages } from '../../domain/messages/index.ts';
import { shopDetails } from '../../domain/shop.ts';
import * as account from '../components/account.css.ts';
import { pageTitle } from '../components/layout.css.ts';
import { ButtonLink } from '../components/ui.tsx';
import * as css from './ContactScreen.css.ts';
import { useOpeningHours } from '../components/openingHours.ts';
import { useTexts } from '../app/texts.ts';

const telHref = `tel:${shopDetails.phone.replace(/\s/g, '')}`;

export default function ContactScreen() {
  const contactTexts = useTexts(englishContactTexts);
  const messages = useTexts(englishMessages);
  const openingHours = useOpeningHours();
  return (
    <section aria-labelledby="contact-title" className={css.page}>
      <h1 id="contact-title" className={pageTitle}>
        {contactTexts.contactTitle}
      </h1>
      <p className={account.lead}>{contactTexts.contactLead}</p>
      <ul className={css.cards}>
        <li className={css.card}>
          <h2 className={css.cardTitle}>{contactTexts.callUs}</h2>
          <a className={css.value} href={telHref}>
            {shopDetails.phone}
          </a>
        </li>
        <li className={css.card}>
          <h2 className={css.cardTitle}>{contactTexts.emailUs}</h2>
          <a className={css.value} href={`mailto:${shopDetails.email}`}>
            {shopDetails.email}
          </a>
        </li>
        <li className={css.card}>
          <h2 className={css.cardTitle}>{contactTexts.visitUs}</h2>
          <address className={css.address}>{messages.shopAddress}</address>
        </li>
        <li className={css.card}>
          <h2 className={css.cardTitle}>{contactTexts.businessHours}</h2>
          <p className={css.plain}>{messages.everyDay(openingHours)}</p>
        </li>
      </ul>
      <div className={account.actions}>
        <ButtonLink href="/login">{contactTexts.backToLogin}</ButtonLink>
      </div>
      <p className={css.reset}>
        {contactTexts.haveResetCode} <Link href="/reset-password">{contactTexts.resetYourPassword}</Link>
      </p>
    </section>
  );
}
