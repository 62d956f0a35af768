import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: '2px solid transparent',
  fontWeight: 600,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const button = styleVariants({
  primary: [buttonBase, { background: vars.color.brand, color: vars.color.brandText, selectors: { '&:hover:not(:disabled)': { background: vars.color.brandDark } } }],
  secondary: [buttonBase, { background: vars.color.surface, color: vars.color.brandDark, borderColor: vars.color.brand }],
  ghost: [buttonBase, { background: 'transparent', color: vars.color.text }],
  danger: [buttonBase, { background: vars.color.danger, color: '#fff' }],
});

export const field = style({ display: 'grid', gap: vars.space.xs, marginBottom: vars.space.md });
export const label = style({ fontWeight: 600 });
export const input = style({
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
});
export const hint = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted, margin: 0 });
export const hintValid = style({ fontSize: vars.fontSize.small, color: vars.color.success, margin: 0 });
export const errorText = style({ fontSize: vars.fontSize.small, color: vars.color.danger, margin: 0 });
export const form = style({ maxWidth: '28rem' });
