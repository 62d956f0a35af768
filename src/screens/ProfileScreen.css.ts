import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const page = style({ maxWidth: '40rem', margin: '0 auto' });

export const identity = style({
  display: 'flex', alignItems: 'center', gap: vars.space.md,
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card, padding: vars.space.lg,
});
export const avatar = style({
  flex: '0 0 auto', display: 'grid', placeItems: 'center', width: '4rem', height: '4rem', borderRadius: '50%',
  background: vars.color.brand, color: vars.color.brandText, fontFamily: vars.font.heading, fontSize: vars.fontSize.title, fontWeight: 700,
});
export const identityText = style({ minWidth: 0 });
export const name = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.large, fontWeight: 700, margin: `0 0 ${vars.space.xs}` });
export const details = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: vars.space.sm, margin: 0 });
export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, alignSelf: 'center' });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const group = style({ marginTop: vars.space.lg });
export const groupTitle = style({ fontSize: vars.fontSize.large, margin: `0 0 ${vars.space.sm}` });
export const list = style({
  listStyle: 'none', padding: 0, margin: 0,
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, overflow: 'hidden',
});
globalStyle(`${list} > li + li`, { borderTop: `1px solid ${vars.color.border}` });
export const item = style({
  display: 'grid', gap: '0.125rem', padding: `${vars.space.sm} ${vars.space.md}`, minHeight: '44px',
  color: vars.color.text, textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&::after': { content: '"›"', position: 'absolute', right: vars.space.md, top: '50%', transform: 'translateY(-50%)', color: vars.color.textMuted, fontSize: vars.fontSize.large },
  },
  position: 'relative', paddingRight: vars.space.xl,
});
export const itemLabel = style({ fontWeight: 600 });
export const itemNote = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const danger = style({
  marginTop: vars.space.lg, padding: vars.space.md, borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`, background: vars.color.dangerBg,
});
export const dangerTitle = style({ fontSize: vars.fontSize.large, color: vars.color.danger, margin: `0 0 ${vars.space.sm}` });

export const logout = style({ width: '100%', marginTop: vars.space.lg });
