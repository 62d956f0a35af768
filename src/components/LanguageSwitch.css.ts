import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const switcher = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
export const label = style({ fontWeight: 600 });
export const select = style({
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
});
