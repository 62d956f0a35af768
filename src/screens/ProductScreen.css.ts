import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const backLink = style({
  display: 'inline-flex', alignItems: 'center', minHeight: '44px', color: vars.color.brandDark, fontWeight: 600,
});
export const layout = style({
  display: 'grid', gap: vars.space.lg, marginTop: vars.space.sm,
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } },
});
export const pictureBox = style({
  position: 'relative', aspectRatio: '1 / 1', background: vars.color.surfaceAlt, borderRadius: vars.radius.md, overflow: 'hidden',
});
export const picture = style({ width: '100%', height: '100%', objectFit: 'cover' });
export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.fontSize.title, fontFamily: vars.font.heading });
export const category = style({ margin: 0, color: vars.color.textMuted, fontWeight: 600 });
export const description = style({ margin: 0, fontSize: vars.fontSize.large });
export const fromPrice = style({ margin: 0, fontWeight: 700, fontSize: vars.fontSize.large, color: vars.color.brandDark });
export const buying = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.md,
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md,
});
export const buyingTitle = style({ margin: 0, fontSize: vars.fontSize.body });
export const status = style({ color: vars.color.textMuted });
export const problem = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });
export const notFound = style({
  display: 'grid', justifyItems: 'center', textAlign: 'center', gap: vars.space.md, padding: `${vars.space.xl} ${vars.space.md}`,
  background: vars.color.surfaceAlt, borderRadius: vars.radius.md,
});
export const notFoundText = style({ margin: 0, color: vars.color.textMuted, maxWidth: '40ch' });
