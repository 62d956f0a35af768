import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';
import { button } from './ui.css.ts';

export const overlay = style({ position: 'fixed', inset: 0, background: vars.color.overlay, zIndex: 90 });

export const content = style({
  position: 'fixed', zIndex: 100, left: '50%', top: '50%', transform: 'translate(-50%, -50%)',
  width: 'min(calc(100vw - 2rem), 32rem)', maxHeight: 'calc(100vh - 2rem)', overflowY: 'auto',
  background: vars.color.surface, color: vars.color.text, borderRadius: vars.radius.md, boxShadow: vars.shadow.raised,
  padding: vars.space.lg,
});

export const title = style({ fontSize: vars.fontSize.large, margin: `0 0 ${vars.space.sm}` });
export const description = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm, marginTop: vars.space.lg });
export const close = button.secondary;
