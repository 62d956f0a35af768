import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const row = style({ display: 'flex', alignItems: 'stretch', gap: vars.space.xs });
export const input = style({ flex: 1, minWidth: 0 });
export const toggle = style({
  minWidth: '4.5rem', minHeight: '44px', padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.textMuted}`, borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt, color: vars.color.text, fontWeight: 600, cursor: 'pointer',
});
