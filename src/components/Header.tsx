import { useSelector } from '@xstate/react';
import { Link, useLocation } from 'wouter';
import { cartSummary } from '../../machines/cart.ts';
import { isLoggedIn, profileLinkText } from '../../machines/session.ts';
import { useActors } from '../app/ActorsContext.tsx';
import * as css from './Header.css.ts';
import { Button } from './ui.tsx';

function NavLink({ href, children }: { href: string; children: React.ReactNode }) {
  const [location] = useLocation();
  return (
    <Link href={href} className={css.link} aria-current={location === href ? 'page' : undefined}>
      {children}
    </Link>
  );
}

export function Header() {
  const { shell, session, cart } = useActors();
  const compact = useSelector(shell, (snapshot) => snapshot.matches({ header: 'compact' }));
  const menuOpen = useSelector(shell, (snapshot) => snapshot.matches({ menu: 'open' }));
  const loggedIn = useSelector(session, isLoggedIn);
  const profileText = useSelector(session, (snapshot) => profileLinkText(snapshot.context));
  const itemCount = useSelector(cart, (snapshot) => cartSummary(snapshot.context).totalItems);
  return (
    <header className={`${css.header} ${compact ? css.compact : ''}`}>
      <div className={css.bar}>
        <Link href="/" className={css.brand}>
          Rajkot Scoops
        </Link>
        <Button variant="ghost" className={css.menuButton} aria-expanded={menuOpen} aria-controls="site-nav" onClick={() => shell.send({ type: 'TOGGLE_MENU' })}>
          {menuOpen ? 'Close menu' : 'Menu'}
        </Button>
        <nav id="site-nav" aria-label="Main" className={menuOpen ? css.navOpen : css.nav}>
          <NavLink href="/">Home</NavLink>
          <NavLink href="/products">Products</NavLink>
          <NavLink href="/cart">
            Cart
            {itemCount > 0 ? (
              <span className={css.badge} aria-label={`${itemCount} items in cart`}>
                {itemCount}
              </span>
            ) : null}
          </NavLink>
          {loggedIn ? <NavLink href="/order-history">Orders</NavLink> : <NavLink href="/login">Login</NavLink>}
          {loggedIn ? <NavLink href="/profile">{profileText}</NavLink> : null}
        </nav>
      </div>
    </header>
  );
}
