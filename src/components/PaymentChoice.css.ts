import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
globalStyle(`${fieldset} > legend`, { fontWeight: 600, padding: 0, marginBottom: vars.space.xs });

export const choice = style({
  display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: `0 ${vars.space.sm}`, alignItems: 'start',
  padding: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm,
});
globalStyle(`${choice} > input`, { marginTop: '0.2em', width: '1.1rem', height: '1.1rem' });
globalStyle(`${choice} > label`, { fontWeight: 600, cursor: 'pointer' });
globalStyle(`${choice} > span`, { gridColumn: 2, fontSize: vars.fontSize.small, color: vars.color.textMuted });
