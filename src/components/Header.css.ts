import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const header = style({
  position: 'fixed', top: 0, left: 0, right: 0, zIndex: 50,
  background: vars.color.surface, borderBottom: `1px solid ${vars.color.border}`,
  transition: 'padding 0.2s ease, background 0.2s ease',
  padding: `${vars.space.md} 0`,
});

export const compact = style({
  padding: `${vars.space.xs} 0`,
  background: 'rgba(255, 255, 255, 0.85)',
  backdropFilter: 'blur(8px)',
  boxShadow: vars.shadow.card,
});

export const bar = style({
  maxWidth: vars.width.page, margin: '0 auto', padding: `0 ${vars.space.md}`,
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md,
});

export const brand = style({
  fontFamily: vars.font.heading, fontSize: vars.fontSize.large, fontWeight: 700, color: vars.color.brand, textDecoration: 'none',
});

/** The cart icon, drawn by the style sheet (a mask in the text colour), so it adds nothing to the first load's JavaScript. */
const cartIconImage = `url("data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round">'
    + '<path d="M2 4h3l2 11h11l2-8H6"/><circle cx="9" cy="20" r="1.3"/><circle cx="17" cy="20" r="1.3"/></svg>',
)}")`;

/** Phone header (issue 13): the cart with its count, outside the menu. */
export const cartIcon = style({
  marginLeft: 'auto', position: 'relative', display: 'inline-flex', alignItems: 'center', justifyContent: 'center',
  minWidth: '44px', minHeight: '44px', color: vars.color.text, borderRadius: vars.radius.sm,
  '::before': {
    content: '""', width: '26px', height: '26px', background: 'currentColor',
    mask: `${cartIconImage} center / contain no-repeat`, WebkitMask: `${cartIconImage} center / contain no-repeat`,
  },
  '@media': { 'screen and (min-width: 768px)': { display: 'none' } },
});

export const iconCount = style({
  position: 'absolute', top: 0, right: 0, minWidth: '1.25rem', padding: '0 0.3rem', borderRadius: vars.radius.pill,
  background: vars.color.brand, color: vars.color.brandText, fontSize: vars.fontSize.small, fontWeight: 700, lineHeight: '1.25rem', textAlign: 'center',
});

export const menuButton = style({
  minWidth: '44px', minHeight: '44px', padding: 0,
  '@media': { 'screen and (min-width: 768px)': { display: 'none' } },
});

/** The menu toggle's two pictures (three bars, a cross), drawn like the cart icon by the style sheet. */
const drawnIcon = (svgPaths: string) => {
  const image = `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="2.2" stroke-linecap="round">${svgPaths}</svg>`,
  )}")`;
  return style({
    display: 'block', width: '26px', height: '26px', margin: '0 auto', background: 'currentColor',
    mask: `${image} center / contain no-repeat`, WebkitMask: `${image} center / contain no-repeat`,
  });
};
export const menuIcon = drawnIcon('<path d="M4 7h16M4 12h16M4 17h16"/>');
export const closeIcon = drawnIcon('<path d="M6 6l12 12M18 6L6 18"/>');

export const nav = style({
  display: 'none',
  '@media': { 'screen and (min-width: 768px)': { display: 'flex', gap: vars.space.md, alignItems: 'center' } },
});

export const navOpen = style({
  display: 'flex', flexDirection: 'column', position: 'absolute', top: '100%', left: 0, right: 0,
  background: vars.color.surface, padding: vars.space.md, gap: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`,
  '@media': { 'screen and (min-width: 768px)': { position: 'static', flexDirection: 'row', padding: 0, border: 0, alignItems: 'center', gap: vars.space.md } },
});

export const link = style({
  color: vars.color.text, textDecoration: 'none', fontWeight: 600, padding: `${vars.space.xs} ${vars.space.sm}`, borderRadius: vars.radius.sm,
  selectors: { '&[aria-current="page"]': { color: vars.color.brand, textDecoration: 'underline' } },
});

export const badge = style({
  display: 'inline-block', minWidth: '1.5rem', marginLeft: vars.space.xs, padding: '0 0.4rem', borderRadius: vars.radius.pill,
  background: vars.color.brand, color: vars.color.brandText, fontSize: vars.fontSize.small, textAlign: 'center',
});
