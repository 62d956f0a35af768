import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const heading = style({ fontSize: vars.fontSize.large });
export const list = style({ paddingLeft: vars.space.lg, margin: `0 0 ${vars.space.md}`, display: 'grid', gap: vars.space.xs });
export const warning = style({
  fontWeight: 600, color: vars.color.danger, background: vars.color.dangerBg,
  borderRadius: vars.radius.sm, padding: `${vars.space.sm} ${vars.space.md}`,
});
