/**
 * A QR code of an order's upi://pay link, drawn in the browser with uqr as an SVG picture. Loaded on
 * demand (OrderPayment.tsx) so that the QR library stays out of every other screen's code.
 */
import { useMemo } from 'react';
import { renderSVG } from 'uqr';
import * as css from './OrderPayment.css.ts';

export default function UpiQrCode({ link, alt }: { link: string; alt: string }) {
  // Error correction M: still readable from a phone screen with a little glare or a crack.
  const src = useMemo(() => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(link, { ecc: 'M', border: 2 }))}`, [link]);
  return <img className={css.qrCode} src={src} alt={alt} width={192} height={192} />;
}
