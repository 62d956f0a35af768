import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const page = style({ maxWidth: '48rem', margin: '0 auto' });
export const cards = style({
  listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
});
export const card = style({
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card, padding: vars.space.md,
});
export const cardTitle = style({ fontSize: vars.fontSize.large, margin: `0 0 ${vars.space.sm}` });
export const value = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const address = style({ fontStyle: 'normal' });
export const plain = style({ margin: 0 });
export const reset = style({ marginTop: vars.space.md, fontSize: vars.fontSize.small });
