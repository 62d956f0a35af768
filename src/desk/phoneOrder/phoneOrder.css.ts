/** The phone order's steps: a narrow form, the catalogue as compact rows with steppers, the review. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const step = style({ display: 'grid', gap: vars.space.md, maxWidth: '40rem' });
export const card = style({ background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card, padding: vars.space.md });
/** The items step's summary stays at the top of the screen while the catalogue scrolls under it. */
export const summary = style([card, { position: 'sticky', top: 0, zIndex: 1, display: 'grid', gap: vars.space.sm }]);
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const choices = style({ border: 0, padding: 0, margin: 0, display: 'grid', gap: vars.space.xs });
export const choice = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', minHeight: '44px' });
export const sizes = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.xs });
export const sizeRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const stepper = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const quantity = style({ minWidth: '2.5rem', textAlign: 'center', fontWeight: 700 });
export const rule = style({ padding: vars.space.sm, borderRadius: vars.radius.sm, fontWeight: 600 });
export const ruleMet = style([rule, { background: vars.color.successBg, color: vars.color.success }]);
export const ruleUnmet = style([rule, { background: vars.color.warningBg, color: vars.color.warning }]);
export const problem = style({ padding: vars.space.sm, borderRadius: vars.radius.sm, fontWeight: 600, background: vars.color.dangerBg, color: vars.color.danger });
export const muted = style({ color: vars.color.textMuted });
export const line = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });
export const total = style([line, { fontWeight: 700, fontSize: vars.fontSize.large }]);
