import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const page = style({ maxWidth: '36rem', margin: '0 auto' });

export const card = style({
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card, padding: vars.space.lg,
});

export const notice = style({
  display: 'grid', gap: vars.space.sm, justifyItems: 'start', padding: vars.space.md, borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt, margin: `${vars.space.md} 0`,
});
export const noticeText = style({ margin: 0 });
