import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const card = style({
  display: 'flex', flexDirection: 'column', background: vars.color.surface, borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.card, overflow: 'hidden',
  // Card sizes follow the card's own width (two a row on a phone's product list, one on the home page).
  containerType: 'inline-size',
});
export const imageBox = style({ position: 'relative', aspectRatio: '1 / 1', background: vars.color.surfaceAlt });
export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
export const overlay = style({
  position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', background: vars.color.overlay,
  color: '#fff', fontWeight: 700, fontSize: vars.fontSize.large,
});
export const body = style({
  padding: vars.space.sm, display: 'flex', flexDirection: 'column', gap: vars.space.sm, flex: 1,
  '@container': { '(min-width: 220px)': { padding: vars.space.md } },
});
export const name = style({ fontSize: vars.fontSize.body, margin: 0, '@container': { '(min-width: 220px)': { fontSize: vars.fontSize.large } } });
export const sizes = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const sizeButton = style({
  minHeight: '36px', padding: `0 ${vars.space.sm}`, borderRadius: vars.radius.pill, border: `1px solid ${vars.color.textMuted}`,
  fontSize: vars.fontSize.small,
  background: vars.color.surface, color: vars.color.text, cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: vars.color.text, color: vars.color.surface } },
});
/** A size out of stock: struck through (the words are read out, and shown on the button once chosen). */
export const sizeOut = style({ textDecoration: 'line-through', borderStyle: 'dashed' });
export const price = style({
  margin: 0, marginTop: 'auto', fontWeight: 700, fontSize: vars.fontSize.body,
  '@container': { '(min-width: 220px)': { fontSize: vars.fontSize.large } },
});
export const mrpLabel = style({ fontSize: vars.fontSize.small, fontWeight: 600, color: vars.color.textMuted, marginRight: vars.space.xs });
/** A 5 Litre size's wholesale price beside its MRP struck through (issue 13). */
export const wholesale = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.success, fontWeight: 600 });
export const struck = style({ color: vars.color.textMuted, fontWeight: 400 });
export const action = style({ width: '100%' });
export const stepper = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs });
export const stepButton = style({ minWidth: '44px', padding: 0 });
export const quantity = style({ minWidth: '2rem', textAlign: 'center', fontWeight: 700 });
/** The name links to the product's page (issue 13); it reads as the name, underlined on hover. */
export const nameLink = style({
  color: 'inherit', textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
