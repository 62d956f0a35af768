import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const form = style({ maxWidth: '24rem' });
export const code = style({ fontSize: '3.5rem', fontWeight: 700, letterSpacing: '0.3em', fontFamily: 'ui-monospace, monospace', margin: `${vars.space.md} 0`, color: vars.color.text });
