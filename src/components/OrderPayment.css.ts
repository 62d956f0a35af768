import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const method = style({ margin: 0, color: vars.color.textMuted });
export const box = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });
export const heading = style({ margin: 0, fontSize: vars.fontSize.body });
export const line = style({ margin: 0, overflowWrap: 'anywhere' });
export const upiId = style({ fontWeight: 700 });
export const qrCode = style({ width: '12rem', height: '12rem', background: '#fff', borderRadius: vars.radius.sm, imageRendering: 'pixelated' });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
