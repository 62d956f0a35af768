import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const page = style({
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  '@media': { 'screen and (min-width: 768px)': { padding: `${vars.space.lg} ${vars.space.xl} ${vars.space.xl}` } },
});
