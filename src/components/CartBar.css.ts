import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const bar = style({
  position: 'sticky', bottom: 0, zIndex: 10, marginTop: vars.space.lg,
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md,
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.raised,
});

export const summary = style({ margin: 0, display: 'grid' });
export const total = style({ fontWeight: 700, fontSize: vars.fontSize.large });
