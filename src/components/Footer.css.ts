import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const footer = style({ background: vars.color.text, color: '#fdf3e7', padding: `${vars.space.xl} ${vars.space.md}` });
export const columns = style({
  maxWidth: vars.width.page, margin: '0 auto', display: 'grid', gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
});
export const heading = style({ fontSize: vars.fontSize.body, color: '#ffd591' });
export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.xs });
export const link = style({ color: '#fdf3e7' });
export const fine = style({ maxWidth: vars.width.page, margin: `${vars.space.lg} auto 0`, fontSize: vars.fontSize.small, color: '#e9d8c4' });
