import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

/** The settings page shows why a form was refused above the fields, a dialog below them. */
export const errorAbove = style({
  background: vars.color.dangerBg, color: vars.color.danger, borderRadius: vars.radius.sm,
  padding: `${vars.space.sm} ${vars.space.md}`, margin: `0 0 ${vars.space.md}`,
});
export const errorBelow = style({
  margin: `0 0 ${vars.space.md}`, padding: vars.space.sm, borderRadius: vars.radius.sm,
  background: vars.color.dangerBg, color: vars.color.danger, fontWeight: 600,
});

export const pageActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.sm });
export const dialogActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm, marginTop: vars.space.md });
