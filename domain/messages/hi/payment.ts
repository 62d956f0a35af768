/** Hindi for domain/messages/payment.ts (issue 16). Not wired into the screens yet. */
import type * as en from '../payment.ts';
import type { Translation } from '../translation.ts';

export const paymentTexts: Translation<typeof en.paymentTexts> = {
  heading: 'भुगतान',
  cash: 'डिलीवरी पर नकद',
  upi: 'डिलीवरी पर UPI',
  cashHint: 'ऑर्डर आने पर नकद भुगतान करें',
  upiHint: 'ऑर्डर आने पर किसी भी UPI ऐप से भुगतान करें; UPI id और QR कोड आपके ऑर्डर में हैं',
  payTo: (upiId: string) => `UPI id ${upiId} पर भुगतान करें`,
  payee: (name: string) => `पाने वाला: ${name}`,
  scanToPay: (amount: string) => `${amount} चुकाने के लिए किसी भी UPI ऐप से स्कैन करें`,
  qrCodeAlt: (orderId: string) => `ऑर्डर ${orderId} के भुगतान के लिए UPI QR कोड`,
  drawingQrCode: 'QR कोड बन रहा है…',
  qrCodeFailed: 'QR कोड नहीं बन सका। कृपया ऊपर दिए UPI id पर भुगतान करें।',
  openUpiApp: 'इस फ़ोन के UPI ऐप से भुगतान करें',
};
