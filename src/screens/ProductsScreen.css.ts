import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const banner = style({
  margin: `0 0 ${vars.space.sm}`, padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.sm,
  background: vars.color.warningBg, color: vars.color.warning, fontWeight: 700, borderLeft: `4px solid ${vars.color.accent}`,
});

export const hint = style({ marginBottom: vars.space.md });

export const filters = style({
  display: 'grid', gap: vars.space.sm, margin: `${vars.space.md} 0 ${vars.space.lg}`,
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'minmax(240px, 360px) 1fr', alignItems: 'end', gap: vars.space.lg } },
});

export const chips = style({
  display: 'flex', gap: vars.space.sm, overflowX: 'auto', paddingBottom: vars.space.xs, marginBottom: vars.space.md,
  '@media': { 'screen and (min-width: 768px)': { flexWrap: 'wrap', overflowX: 'visible' } },
});

export const chip = style({
  flex: '0 0 auto', minHeight: '44px', padding: `0 ${vars.space.md}`, borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.brand}`, background: vars.color.surface, color: vars.color.brandDark,
  fontWeight: 600, cursor: 'pointer', whiteSpace: 'nowrap',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.brandText },
    '&:hover:not([aria-pressed="true"])': { background: vars.color.surfaceAlt },
  },
});

export const listHeading = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });
export const listTitle = style({ fontSize: vars.fontSize.large, margin: `0 0 ${vars.space.md}` });
export const count = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });

export const status = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });

export const problem = style({
  display: 'grid', justifyItems: 'center', gap: vars.space.sm, padding: vars.space.lg, textAlign: 'center',
  borderRadius: vars.radius.md, background: vars.color.dangerBg, color: vars.color.danger,
});

export const empty = style({
  display: 'grid', justifyItems: 'center', gap: vars.space.sm, padding: vars.space.xl, textAlign: 'center',
  background: vars.color.surface, border: `1px dashed ${vars.color.border}`, borderRadius: vars.radius.md,
});

/** Two cards a row on a phone, more as the screen widens. */
export const productGrid = style({
  display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 160px), 1fr))',
  '@media': { 'screen and (min-width: 600px)': { gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' } },
});
