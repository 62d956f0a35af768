/** The owner's screens: cards, compact tables and inline forms. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

/** One column no wider than the screen: a wide table must not push the cards past a phone's edge. */
export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg });
export const card = style({ background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card, padding: vars.space.md });
export const cardTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.large, fontFamily: vars.font.heading });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
/** A table wider than a phone scrolls sideways inside its card instead of running off the screen. */
export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.small });
export const cell = style({ padding: vars.space.xs, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left', verticalAlign: 'middle' });
export const amountInput = style({ width: '6rem', minHeight: '44px', padding: `0 ${vars.space.sm}`, border: `1px solid ${vars.color.textMuted}`, borderRadius: vars.radius.sm });
export const textInput = style({ minHeight: '44px', padding: `0 ${vars.space.sm}`, border: `1px solid ${vars.color.textMuted}`, borderRadius: vars.radius.sm });
export const textArea = style({ width: '100%', minHeight: '10rem', padding: vars.space.sm, border: `1px solid ${vars.color.textMuted}`, borderRadius: vars.radius.sm, fontFamily: 'monospace' });
export const problem = style({ color: vars.color.danger, fontWeight: 600, margin: `${vars.space.xs} 0` });
export const note = style({ color: vars.color.success, fontWeight: 600, margin: `${vars.space.xs} 0` });
export const badge = style({ display: 'inline-block', padding: `0 ${vars.space.sm}`, borderRadius: vars.radius.pill, background: vars.color.warningBg, color: vars.color.warning, fontWeight: 600 });
export const inStock = style({ color: vars.color.success, fontWeight: 600 });
export const outOfStock = style({ color: vars.color.danger, fontWeight: 600 });
export const figure = style({ fontSize: vars.fontSize.title, fontWeight: 700, margin: 0 });
export const figures = style({ display: 'flex', gap: vars.space.xl, flexWrap: 'wrap' });
export const preview = style({ border: `1px dashed ${vars.color.border}`, padding: vars.space.sm, borderRadius: vars.radius.sm });
export const thumb = style({ width: '48px', height: '48px', objectFit: 'cover', borderRadius: vars.radius.sm });
export const visuallyHidden = style({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
