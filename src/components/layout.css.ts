import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const main = style({
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: `5.5rem ${vars.space.md} ${vars.space.xl}`,
  minHeight: '70vh',
});

export const pageTitle = style({ fontSize: vars.fontSize.title, color: vars.color.text });

export const section = style({ margin: `${vars.space.xl} 0` });

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.md,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
});

export const muted = style({ color: vars.color.textMuted });

export const visuallyHidden = style({
  position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0,
});
