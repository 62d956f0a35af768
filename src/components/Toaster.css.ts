import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const viewport = style({
  position: 'fixed', bottom: vars.space.md, right: vars.space.md, zIndex: 100,
  display: 'grid', gap: vars.space.sm, width: 'min(92vw, 360px)', margin: 0, padding: 0, listStyle: 'none',
});

const base = style({
  position: 'relative', padding: `${vars.space.md} 2.5rem ${vars.space.md} ${vars.space.md}`,
  borderRadius: vars.radius.md, boxShadow: vars.shadow.raised, borderLeft: '6px solid',
});

export const toast = styleVariants({
  success: [base, { background: vars.color.successBg, color: vars.color.text, borderColor: vars.color.success }],
  error: [base, { background: vars.color.dangerBg, color: vars.color.text, borderColor: vars.color.danger }],
  info: [base, { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.accent }],
});

export const title = style({ fontWeight: 700 });
export const action = style({ marginTop: vars.space.sm });
export const close = style({
  position: 'absolute', top: vars.space.sm, right: vars.space.sm, border: 0, background: 'transparent',
  fontSize: '1.25rem', cursor: 'pointer', color: vars.color.text, minWidth: '32px', minHeight: '32px',
});
