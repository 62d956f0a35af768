import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const box = style({
  margin: `0 0 ${vars.space.md}`, padding: vars.space.md, borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`, background: vars.color.surface,
});

export const heading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: '1.05rem' });

export const form = style({
  display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: vars.space.sm, alignItems: 'end', maxWidth: '28rem',
});

// The field's own bottom margin would lift it above the Check button beside it.
globalStyle(`${form} > div`, { marginBottom: 0 });

export const answer = style({ margin: `${vars.space.sm} 0 0`, fontWeight: 600 });

export const inArea = style([answer, { color: vars.color.success }]);

export const outOfArea = style([answer, { color: vars.color.danger }]);

export const invalid = style([answer, { color: vars.color.danger }]);

export const areas = style({ marginTop: vars.space.xs, color: vars.color.textMuted });

export const areaList = style({ margin: `${vars.space.xs} 0 0`, paddingLeft: vars.space.lg, columns: '2 10rem' });

export const failed = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', marginTop: vars.space.sm });
