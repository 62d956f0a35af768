import { useSelector } from '@xstate/react';
import { Link, useLocation } from 'wouter';
import { messages as englishMessages } from '../../domain/messages/index.ts';
import { shopDetails } from '../../domain/shop.ts';
import { cartSummary } from '../../machines/cart.ts';
import { isLoggedIn, profileLinkText } from '../../machines/session.ts';
import { useActors } from '../app/ActorsContext.tsx';
import * as css from './Header.css.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { visuallyHidden } from './layout.css.ts';
import { Button } from './ui.tsx';
import { useTexts, useLanguage } from '../app/texts.ts';

function NavLink({ href, children }: { href: string; children: React.ReactNode }) {
  const [location] = useLocation();
  return (
    <Link href={href} className={css.link} aria-current={location === href ? 'page' : undefined}>
      {children}
    </Link>
  );
}

export function Header() {
  const language = useLanguage();
  const messages = useTexts(englishMessages);
  const { shell, session, cart } = useActors();
  const compact = useSelector(shell, (snapshot) => snapshot.matches({ header: 'compact' }));
  const menuOpen = useSelector(shell, (snapshot) => snapshot.matches({ menu: 'open' }));
  const loggedIn = useSelector(session, isLoggedIn);
  const profileText = useSelector(session, (snapshot) => profileLinkText(language, snapshot.context));
  const itemCount = useSelector(cart, (snapshot) => cartSummary(snapshot.context).totalItems);
  return (
    <header className={`${css.header} ${compact ? css.compact : ''}`}>
      <div className={css.bar}>
        <Link href="/" className={css.brand}>
          {shopDetails.name}
        </Link>
        {/* In the bar, not the menu, so that a phone shows it too (issue 24). */}
        <LanguageSwitch />
        <Link href="/cart" className={css.cartIcon} aria-label={messages.cartItemCount(itemCount)}>
          {itemCount > 0 ? <span className={css.iconCount}>{itemCount}</span> : null}
        </Link>
        <Button variant="ghost" className={css.menuButton} aria-expanded={menuOpen} aria-controls="site-nav" onClick={() => shell.send({ type: 'TOGGLE_MENU' })}>
          {/* Drawn, with its words for screen readers: the words of every language fit a phone's bar this way (issue 24). */}
          <span className={menuOpen ? css.closeIcon : css.menuIcon} aria-hidden="true" />
          <span className={visuallyHidden}>{menuOpen ? messages.closeMenu : messages.openMenu}</span>
        </Button>
        <nav id="site-nav" aria-label={messages.mainNavigation} className={menuOpen ? css.navOpen : css.nav}>
          <NavLink href="/">{messages.homeLink}</NavLink>
          <NavLink href="/products">{messages.productsLink}</NavLink>
          <NavLink href="/cart">
            {messages.cartLink}
            {itemCount > 0 ? (
              <span className={css.badge} aria-label={messages.cartItemCount(itemCount)}>
                {itemCount}
              </span>
            ) : null}
          </NavLink>
          {loggedIn ? <NavLink href="/order-history">{messages.ordersLink}</NavLink> : <NavLink href="/login">{messages.headerLoginLink}</NavLink>}
          {loggedIn ? <NavLink href="/profile">{profileText}</NavLink> : null}
        </nav>
      </div>
    </header>
  );
}
