import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const hero = style({
  display: 'grid', gap: vars.space.md, padding: `${vars.space.xl} ${vars.space.lg}`, borderRadius: vars.radius.md,
  background: `linear-gradient(135deg, #ffe1b8 0%, #ffd1dc 55%, #fff1e0 100%)`,
});
export const heroTitle = style({ fontSize: vars.fontSize.hero, margin: 0, color: vars.color.text });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const benefits = style({
  display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  listStyle: 'none', padding: 0,
});
export const benefit = style({ background: vars.color.surface, borderRadius: vars.radius.md, padding: vars.space.md, border: `1px solid ${vars.color.border}` });
export const cta = style({ textAlign: 'center', padding: vars.space.xl, background: vars.color.surfaceAlt, borderRadius: vars.radius.md });
