import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const groups = style({
  display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))', alignItems: 'start', margin: `${vars.space.lg} 0`,
});
export const group = style({
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md,
});
export const groupTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.large, fontFamily: vars.font.heading });
export const links = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid' });
export const link = style({
  display: 'inline-flex', alignItems: 'center', minHeight: '40px',
  color: vars.color.brandDark, fontWeight: 600,
});
