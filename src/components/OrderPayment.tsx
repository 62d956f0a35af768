/**
 * How an order is paid (issue 13, part 1), on /order-history: the method on every order, and for an order
 * paid by UPI on delivery and still to be delivered, in its details the shop's UPI id and payee with a QR
 * code of the order's upi://pay link (loaded on demand) and, on a phone, a link that opens a UPI app.
 */
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { orderPaymentTexts as englishOrderPaymentTexts } from '../../domain/messages/orderPayment.ts';
import { paymentTexts as englishPaymentTexts } from '../../domain/messages/payment.ts';
import { formatAmount } from '../../domain/money.ts';
import type { OrderView } from '../../domain/orders.ts';
import * as css from './OrderPayment.css.ts';
import { useTexts, useLanguage } from '../app/texts.ts';

const UpiQrCode = lazy(() => import('./UpiQrCode.tsx'));

/** "Cash on delivery" or "UPI on delivery", on the order's card. */
export function OrderPaymentMethod({ order }: { order: OrderView }) {
  const paymentTexts = useTexts(englishPaymentTexts);
  return <p className={css.method}>{paymentTexts[order.paymentMethod]}</p>;
}

/** A QR code that could not be drawn (its code did not load) leaves the UPI id to pay to. */
class QrCodeBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <QrCodeFailed /> : this.props.children;
  }
}

function QrCodeFailed() {
  const orderPaymentTexts = useTexts(englishOrderPaymentTexts);
  return <p className={css.muted}>{orderPaymentTexts.qrCodeFailed}</p>;
}

/** In the order's details: where to pay by UPI, with the QR code; nothing for an order with nothing to pay by UPI. */
export function OrderPaymentDetails({ order }: { order: OrderView }) {
  const language = useLanguage();
  const orderPaymentTexts = useTexts(englishOrderPaymentTexts);
  const paymentTexts = useTexts(englishPaymentTexts);
  const { upi } = order;
  if (!upi) return null;
  return (
    <section className={css.box} aria-labelledby={`order-${order.id}-payment`}>
      <h3 id={`order-${order.id}-payment`} className={css.heading}>{paymentTexts.heading}</h3>
      <p className={css.line}>
        <span className={css.upiId}>{orderPaymentTexts.payTo(upi.upiId)}</span>
      </p>
      <p className={css.line}>{orderPaymentTexts.payee(upi.payee)}</p>
      <p className={css.muted}>{orderPaymentTexts.scanToPay(formatAmount(language, order.total))}</p>
      <QrCodeBoundary>
        <Suspense fallback={<p className={css.muted}>{orderPaymentTexts.drawingQrCode}</p>}>
          <UpiQrCode link={upi.link} alt={orderPaymentTexts.qrCodeAlt(order.id)} />
        </Suspense>
      </QrCodeBoundary>
      <a href={upi.link}>{orderPaymentTexts.openUpiApp}</a>
    </section>
  );
}
