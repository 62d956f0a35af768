import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const page = style({
  display: 'grid', justifyItems: 'center', textAlign: 'center', gap: vars.space.md, padding: `${vars.space.xl} ${vars.space.md}`,
  background: vars.color.surfaceAlt, borderRadius: vars.radius.md,
});
export const code = style({ margin: 0, fontSize: vars.fontSize.hero, fontFamily: vars.font.heading, fontWeight: 800, color: vars.color.brand, lineHeight: 1 });
export const title = style({ margin: 0, fontSize: vars.fontSize.title });
export const text = style({ margin: 0, color: vars.color.textMuted, maxWidth: '40ch' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm });
