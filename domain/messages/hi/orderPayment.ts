/** Hindi for domain/messages/orderPayment.ts (issue 16). Loaded only once Hindi is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../orderPayment.ts';
import type { Translation } from '../translation.ts';

export const orderPaymentTexts: Translation<typeof en.orderPaymentTexts> = {
  payTo: (upiId: string) => `UPI id ${upiId} पर भुगतान करें`,
  payee: (name: string) => `पाने वाला: ${name}`,
  scanToPay: (amount: string) => `${amount} का भुगतान करने के लिए किसी भी UPI ऐप से स्कैन करें`,
  qrCodeAlt: (orderId: string) => `ऑर्डर ${orderId} के भुगतान के लिए UPI QR कोड`,
  drawingQrCode: 'QR कोड बन रहा है…',
  qrCodeFailed: 'QR कोड नहीं बन सका। कृपया ऊपर दिए UPI id पर भुगतान करें।',
  openUpiApp: 'इस फ़ोन के UPI ऐप से भुगतान करें',
};
