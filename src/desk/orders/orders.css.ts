import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end', marginBottom: vars.space.md });
export const control = style({ display: 'grid', gap: vars.space.xs, fontWeight: 600 });
export const input = style({ minHeight: '44px', padding: `0 ${vars.space.sm}`, border: `1px solid ${vars.color.textMuted}`, borderRadius: vars.radius.sm });
export const waiting = style({ background: vars.color.warningBg, color: vars.color.warning, padding: vars.space.md, borderRadius: vars.radius.md, fontWeight: 700 });
export const note = style({ padding: vars.space.sm, borderRadius: vars.radius.sm, fontWeight: 600 });
export const noteSuccess = style([note, { background: vars.color.successBg, color: vars.color.success }]);
export const noteError = style([note, { background: vars.color.dangerBg, color: vars.color.danger }]);
export const list = style({ listStyle: 'none', padding: 0, display: 'grid', gap: vars.space.md });
export const card = style({ background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card, padding: vars.space.md });
export const cardHead = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.sm });
export const muted = style({ color: vars.color.textMuted });
