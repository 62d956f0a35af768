import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

/**
 * On a phone the toasts show at the top: at the bottom, three in a row (signed up, logged in, address
 * added) covered the cart's Place Order bar and a dialog's Save button (issue 23's walk). From 768 px,
 * bottom right, beside the content.
 */
export const viewport = style({
  position: 'fixed', top: vars.space.sm, left: vars.space.sm, right: vars.space.sm, zIndex: 100,
  display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none',
  '@media': {
    'screen and (min-width: 768px)': { top: 'auto', left: 'auto', bottom: vars.space.md, right: vars.space.md, width: 'min(92vw, 360px)' },
  },
});

/**
 * On a phone only the newest toast shows; the ones before it wait behind it (their timers run on) and show
 * again if it goes first. In issue 23's walk four stacked at the top (signed up, logged in, address added,
 * order placed) and covered the order they announced.
 */
globalStyle(`${viewport} > li:not(:last-child)`, {
  '@media': { 'screen and (max-width: 767px)': { display: 'none' } },
});

const base = style({
  position: 'relative', padding: `${vars.space.md} 2.5rem ${vars.space.md} ${vars.space.md}`,
  borderRadius: vars.radius.md, boxShadow: vars.shadow.raised, borderLeft: '6px solid',
});

export const toast = styleVariants({
  success: [base, { background: vars.color.successBg, color: vars.color.text, borderColor: vars.color.success }],
  error: [base, { background: vars.color.dangerBg, color: vars.color.text, borderColor: vars.color.danger }],
  info: [base, { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.accent }],
});

export const title = style({ fontWeight: 700 });
export const action = style({ marginTop: vars.space.sm });
export const close = style({
  position: 'absolute', top: vars.space.sm, right: vars.space.sm, border: 0, background: 'transparent',
  fontSize: '1.25rem', cursor: 'pointer', color: vars.color.text, minWidth: '32px', minHeight: '32px',
});
