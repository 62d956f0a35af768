import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

/**
 * The input and its Show / Hide button side by side. `minWidth: 0`: the field's grid would otherwise size
 * the row to the input's own default width, and on a phone the button stuck out past the field and the card.
 */
export const row = style({ display: 'flex', alignItems: 'stretch', gap: vars.space.xs, minWidth: 0 });
export const input = style({ flex: 1, minWidth: 0, width: '100%' });
export const toggle = style({
  flex: 'none', whiteSpace: 'nowrap',
  minWidth: '4.5rem', minHeight: '44px', padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.textMuted}`, borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt, color: vars.color.text, fontWeight: 600, cursor: 'pointer',
});
