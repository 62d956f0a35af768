import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const card = style({
  display: 'flex', flexDirection: 'column', background: vars.color.surface, borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.card, overflow: 'hidden',
});
export const imageBox = style({ position: 'relative', aspectRatio: '1 / 1', background: vars.color.surfaceAlt });
export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
export const overlay = style({
  position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', background: vars.color.overlay,
  color: '#fff', fontWeight: 700, fontSize: vars.fontSize.large,
});
export const body = style({ padding: vars.space.md, display: 'grid', gap: vars.space.sm, flex: 1, alignContent: 'start' });
export const name = style({ fontSize: vars.fontSize.large, margin: 0 });
export const sizes = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const sizeButton = style({
  minHeight: '36px', padding: `0 ${vars.space.sm}`, borderRadius: vars.radius.pill, border: `1px solid ${vars.color.textMuted}`,
  background: vars.color.surface, color: vars.color.text, cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: vars.color.text, color: vars.color.surface } },
});
export const price = style({ fontWeight: 700, fontSize: vars.fontSize.large });
export const stepper = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const quantity = style({ minWidth: '2rem', textAlign: 'center', fontWeight: 700 });
