import { style, styleVariants } from '@vanilla-extract/css';
import type { BadgeTone } from '../../domain/orders.ts';
import { vars } from '../styles/theme.css.ts';

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const notice = style({
  display: 'grid', gap: vars.space.md, justifyItems: 'start', padding: vars.space.lg, borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt, margin: `${vars.space.md} 0`,
});
export const noticeText = style({ margin: 0, fontSize: vars.fontSize.large });

export const list = style({ listStyle: 'none', padding: 0, margin: `${vars.space.md} 0`, display: 'grid', gap: vars.space.md });

export const order = style({
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card, padding: vars.space.md, display: 'grid', gap: vars.space.sm,
});
export const orderTop = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });
export const orderId = style({ margin: 0, fontSize: vars.fontSize.large, fontFamily: vars.font.heading });
export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, color: vars.color.textMuted, margin: 0 });
export const total = style({ fontWeight: 700, fontSize: vars.fontSize.large, color: vars.color.text, margin: 0 });

const badgeBase = style({
  display: 'inline-block', padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.pill, fontSize: vars.fontSize.small, fontWeight: 700,
});
export const badge = styleVariants({
  green: [badgeBase, { background: vars.color.successBg, color: vars.color.success }],
  yellow: [badgeBase, { background: vars.color.warningBg, color: vars.color.warning }],
  red: [badgeBase, { background: vars.color.dangerBg, color: vars.color.danger }],
  blue: [badgeBase, { background: vars.color.infoBg, color: vars.color.info }],
} satisfies Record<BadgeTone, unknown>);

export const thumbs = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, listStyle: 'none', padding: 0, margin: 0 });
export const thumb = style({
  width: 56, height: 56, objectFit: 'cover', borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}`, background: vars.color.surfaceAlt,
  display: 'block',
});
export const more = style({
  width: 56, height: 56, display: 'grid', placeItems: 'center', borderRadius: vars.radius.sm, background: vars.color.surfaceAlt,
  color: vars.color.text, fontWeight: 700,
});

export const details = style({
  borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.md, display: 'grid', gap: vars.space.md,
  selectors: { '&[hidden]': { display: 'none' } },
});
export const detailsHeading = style({ margin: 0, fontSize: vars.fontSize.body });
export const items = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.sm });
export const item = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, alignItems: 'baseline' });
export const itemName = style({ fontWeight: 600 });
export const itemMeta = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const facts = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
export const factName = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const sums = style({
  display: 'grid', gridTemplateColumns: '1fr auto', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0,
  maxWidth: '22rem', width: '100%', justifySelf: 'end',
});
export const sumValue = style({ margin: 0, textAlign: 'right' });
export const grandTotal = style({ fontWeight: 700 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
