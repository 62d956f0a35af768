import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const legend = style({ fontWeight: 600, padding: 0, marginBottom: vars.space.xs });
export const choice = style({
  display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: `0 ${vars.space.sm}`, alignItems: 'start',
  padding: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm,
});
export const radio = style({ marginTop: '0.2em', width: '1.1rem', height: '1.1rem' });
export const name = style({ fontWeight: 600, cursor: 'pointer' });
export const hint = style({ gridColumn: 2, fontSize: vars.fontSize.small, color: vars.color.textMuted });
