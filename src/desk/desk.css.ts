/** The desk's frame: a bar with the shop's name, the sections and who is signed in; the section below. */
import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.text,
  color: vars.color.brandText,
});
export const brand = style({ fontWeight: 700, fontFamily: vars.font.heading, margin: 0, fontSize: vars.fontSize.large });
export const nav = style({ flex: '1 1 auto' });
export const navList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  color: vars.color.brandText,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: {
    '&[aria-current="page"]': { background: vars.color.brandText, color: vars.color.text },
    '&:hover': { textDecoration: 'underline' },
  },
});
export const who = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const signOut = style({ color: vars.color.brandText, borderColor: vars.color.brandText });
export const main = style({ maxWidth: vars.width.page, margin: '0 auto', padding: vars.space.md });
export const signIn = style({
  maxWidth: '26rem',
  margin: `${vars.space.xl} auto`,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});
export const formError = style({ color: vars.color.danger, fontWeight: 600 });
