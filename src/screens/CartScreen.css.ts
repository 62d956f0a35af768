import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';


/** Wide: the lines on the left (both rows), the summary and address, then the checkout on the right. */
export const layout = style({
  display: 'grid', gap: vars.space.lg, alignItems: 'start',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr) 22rem', gridTemplateRows: 'auto 1fr' } },
});

export const sectionTitle = style({ fontSize: vars.fontSize.large, margin: `0 0 ${vars.space.md}` });

export const empty = style({
  display: 'grid', justifyItems: 'center', gap: vars.space.sm, padding: vars.space.xl, textAlign: 'center',
  background: vars.color.surface, border: `1px dashed ${vars.color.border}`, borderRadius: vars.radius.md,
});

export const linesSection = style({ minWidth: 0, '@media': { 'screen and (min-width: 900px)': { gridRow: 'span 2' } } });
/** Clear Cart under the lines, away from Place Order (issue 13). */
export const clearCart = style({ marginTop: vars.space.md, display: 'flex', justifyContent: 'flex-end' });
export const hint = style({ marginBottom: vars.space.md });
export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const line = style({
  display: 'grid', gridTemplateColumns: '64px minmax(0, 1fr)', gap: vars.space.sm, padding: vars.space.md,
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, boxShadow: vars.shadow.card,
  '@media': { 'screen and (min-width: 600px)': { gridTemplateColumns: '96px minmax(0, 1fr)', gap: vars.space.md } },
});
export const image = style({
  width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.surfaceAlt,
});
export const lineBody = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const lineHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: `0 ${vars.space.sm}` });
export const lineName = style({ fontSize: vars.fontSize.body, margin: 0 });
export const lineMeta = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.md}`, margin: 0, color: vars.color.textMuted });
export const wholesaleTag = style({ color: vars.color.success, fontWeight: 700 });
export const lineControls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const stepper = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const stepButton = style({ minWidth: '44px', padding: 0 });
export const quantity = style({ minWidth: '2rem', textAlign: 'center', fontWeight: 700 });
export const amount = style({
  margin: 0, marginLeft: 'auto', fontWeight: 700, fontSize: vars.fontSize.body,
  '@media': { 'screen and (min-width: 600px)': { fontSize: vars.fontSize.large } },
});
export const remove = style({ padding: `0 ${vars.space.sm}`, color: vars.color.danger, textDecoration: 'underline' });

export const side = style({ display: 'grid', gap: vars.space.md });
export const panel = style({
  padding: vars.space.md, background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

export const summary = style({ margin: 0, display: 'grid', gap: vars.space.xs });
export const summaryRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });
export const totalRow = style({
  borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.sm, marginTop: vars.space.xs, fontWeight: 700, fontSize: vars.fontSize.large,
});
/** "You save ₹520.00" under the total (issue 13). */
export const savings = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.success, fontWeight: 700 });
export const rule = style({
  margin: `${vars.space.md} 0 0`, padding: vars.space.sm, borderRadius: vars.radius.sm, background: vars.color.warningBg, color: vars.color.warning,
  fontWeight: 600,
});

/** The delivery promise under the summary (issue 13). */
export const promise = style({ margin: `${vars.space.md} 0 0`, fontWeight: 600, color: vars.color.text });

export const address = style({ margin: `0 0 ${vars.space.sm}` });
export const addressActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const muted = style({ color: vars.color.textMuted, margin: `0 0 ${vars.space.sm}` });

export const checkout = style({ display: 'grid', gap: vars.space.sm });

/**
 * Issue 13, phone first: sticky at the bottom of the screen while the cart scrolls by; at the end of the
 * cart it sits in its own place, so it never hides the last of the cart.
 */
export const checkoutBar = style({
  position: 'sticky', bottom: 0, zIndex: 10, display: 'grid', gap: vars.space.xs,
  margin: `0 calc(-1 * ${vars.space.md})`, padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface, borderTop: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.raised,
  '@media': {
    'screen and (min-width: 900px)': { position: 'static', margin: 0, padding: 0, background: 'none', border: 0, boxShadow: 'none' },
  },
});
export const barTotal = style({
  margin: 0, display: 'flex', justifyContent: 'space-between', fontWeight: 700, fontSize: vars.fontSize.large,
  '@media': { 'screen and (min-width: 900px)': { display: 'none' } },
});
export const placeOrder = style({ width: '100%', fontSize: vars.fontSize.large });
