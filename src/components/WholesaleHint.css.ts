import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const hint = style({
  margin: 0, padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.sm,
  background: vars.color.infoBg, color: vars.color.info, fontWeight: 600,
});
