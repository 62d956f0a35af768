import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const page = style({ maxWidth: '48rem', margin: '0 auto' });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, margin: `${vars.space.md} 0` });

export const notice = style({
  display: 'grid', gap: vars.space.sm, justifyItems: 'start', padding: vars.space.md, borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt, margin: `${vars.space.md} 0`,
});
export const noticeText = style({ margin: 0 });

export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.md });

export const card = style({
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card, padding: vars.space.md, display: 'grid', gap: vars.space.sm,
});
export const cardDefault = style({ borderColor: vars.color.success, borderWidth: 2 });

export const cardTop = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const street = style({ margin: 0, fontSize: vars.fontSize.large, fontFamily: vars.font.heading, overflowWrap: 'anywhere' });
export const defaultBadge = style({
  display: 'inline-block', padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.pill, fontSize: vars.fontSize.small, fontWeight: 700,
  background: vars.color.successBg, color: vars.color.success,
});
export const lines = style({ margin: 0, color: vars.color.textMuted, display: 'grid', gap: vars.space.xs });
export const hint = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
