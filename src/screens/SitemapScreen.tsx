/** /sitemap: every page of the storefront, grouped as the specification says (section 2). */
import { Link } from 'wouter';
import { PageHeading } from '../components/ui.tsx';
import * as css from './SitemapScreen.css.ts';

const groups = [
  {
    id: 'sitemap-main',
    title: 'Main pages',
    links: [
      ['/', 'Home'],
      ['/products', 'Products'],
      ['/cart', 'Cart'],
      ['/order-history', 'Order History'],
    ],
  },
  {
    id: 'sitemap-account',
    title: 'Account',
    links: [
      ['/login', 'Login'],
      ['/register', 'Sign Up'],
      ['/forgot-password', 'Contact Us (Forgot Password)'],
      ['/reset-password', 'Reset Password'],
      ['/profile', 'Profile'],
    ],
  },
  {
    id: 'sitemap-settings',
    title: 'Settings',
    links: [
      ['/settings/personal-details', 'Personal Details'],
      ['/settings/change-password', 'Change Password'],
      ['/settings/addresses', 'Manage Addresses'],
      ['/settings/addresses/add', 'Add Address'],
      ['/settings/delete-account', 'Delete Account'],
    ],
  },
  {
    id: 'sitemap-legal',
    title: 'Legal',
    links: [
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms', 'Terms & Conditions'],
    ],
  },
] as const;

export default function SitemapScreen() {
  return (
    <>
      <PageHeading title="Sitemap" />
      <div className={css.groups}>
        {groups.map((group) => (
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
