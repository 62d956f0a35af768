/** Shared look of the account screens: a centred card for the visitor forms, rows of actions and links. */
import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const authCard = style({
  maxWidth: '28rem', margin: `${vars.space.md} auto`,
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card, padding: vars.space.lg,
  '@media': { 'screen and (min-width: 768px)': { padding: vars.space.xl } },
});

export const settingsCard = style({
  maxWidth: '36rem',
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card, padding: vars.space.lg,
});

export const lead = style({ color: vars.color.textMuted, margin: `0 0 ${vars.space.lg}` });

export const submit = style({ width: '100%', marginTop: vars.space.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.md });

export const links = style({
  display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.sm,
  marginTop: vars.space.lg, fontSize: vars.fontSize.small,
});

export const link = style({ fontWeight: 600, padding: `${vars.space.xs} 0` });

export const status = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: `${vars.space.sm} 0 0`, textAlign: 'center' });

export const serverMessage = style({
  background: vars.color.dangerBg, color: vars.color.danger, borderRadius: vars.radius.sm,
  padding: `${vars.space.sm} ${vars.space.md}`, margin: `0 0 ${vars.space.md}`,
});
