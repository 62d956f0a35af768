import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const text = style({ lineHeight: 1.6, maxWidth: '70ch', overflowWrap: 'anywhere' });
globalStyle(`${text} h2`, { fontSize: vars.fontSize.large, fontFamily: vars.font.heading, margin: `${vars.space.lg} 0 ${vars.space.sm}` });
globalStyle(`${text} h3`, { fontSize: vars.fontSize.body, margin: `${vars.space.md} 0 ${vars.space.xs}` });
globalStyle(`${text} ul, ${text} ol`, { paddingLeft: vars.space.lg });
globalStyle(`${text} a`, { color: vars.color.brandDark });
globalStyle(`${text} table`, { borderCollapse: 'collapse', display: 'block', overflowX: 'auto' });

export const failure = style({
  display: 'grid', gap: vars.space.sm, justifyItems: 'start', padding: vars.space.md, borderRadius: vars.radius.md,
  background: vars.color.dangerBg, color: vars.color.text,
});
export const failureTitle = style({ margin: 0, fontWeight: 700, color: vars.color.danger });
export const failureText = style({ margin: 0, lineHeight: 1.6 });

/** Above a document the shop gave only in English (issue 24). */
export const notice = style({ margin: `0 0 ${vars.space.md}`, padding: vars.space.sm, borderRadius: vars.radius.sm, background: vars.color.infoBg, maxWidth: '70ch' });
