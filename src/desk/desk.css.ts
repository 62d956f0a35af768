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
/**
 * On a phone the sections are one row that scrolls sideways under the name and Sign out, so the bar
 * keeps to two rows instead of taking a third of the screen; from 768 px they sit in the bar's one row.
 */
const narrow = 'screen and (max-width: 767px)';
export const nav = style({
  flex: '1 1 auto',
  '@media': { [narrow]: { order: 3, flexBasis: '100%', overflowX: 'auto', margin: `0 calc(-1 * ${vars.space.md})`, padding: `0 ${vars.space.md}` } },
});
export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [narrow]: { flexWrap: 'nowrap', width: 'max-content' } },
});
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  color: vars.color.brandText,
  textDecoration: 'none',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.brandText, color: vars.color.text },
    '&:hover': { textDecoration: 'underline' },
  },
});
export const who = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, '@media': { [narrow]: { marginLeft: 'auto' } } });
/**
 * Sign out, a secondary button on the dark bar: white text and border on the bar's own colour (16:1).
 * Written under the bar's class so that it outranks the secondary button's white background whichever
 * style sheet loads last (the desk's chunk comes after the storefront's in a build, not always in dev).
 */
export const signOut = style({
  selectors: {
    [`${bar} &`]: { background: 'transparent', color: vars.color.brandText, borderColor: vars.color.brandText },
    [`${bar} &:hover:not(:disabled)`]: { background: vars.color.brandText, color: vars.color.text },
  },
});
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
