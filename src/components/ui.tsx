/** Small shared pieces: buttons, a page heading with a back button (labelled fields: Field.tsx). */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { pageTitle } from './layout.css.ts';
import * as css from './ui.css.ts';
import { messages } from '../../domain/messages/index.ts';

export function Button({
  variant = 'primary',
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: keyof typeof css.button }) {
  return <button type="button" {...props} className={className ? `${css.button[variant]} ${className}` : css.button[variant]} />;
}

export function ButtonLink({ href, children, variant = 'primary' }: { href: string; children: ReactNode; variant?: keyof typeof css.button }) {
  return (
    <Link href={href} className={css.button[variant]}>
      {children}
    </Link>
  );
}

/** A page heading; `back` is where the back button goes (a path), or 'history'. */
export function PageHeading({ title, back }: { title: string; back?: string | 'history' }) {
  const [, navigate] = useLocation();
  return (
    <div>
      {back ? (
        <Button variant="ghost" onClick={() => (back === 'history' ? window.history.back() : navigate(back))}>
          {messages.backAction}
        </Button>
      ) : null}
      <h1 className={pageTitle}>{title}</h1>
    </div>
  );
}
