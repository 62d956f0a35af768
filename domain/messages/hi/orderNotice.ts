/** Hindi for domain/messages/orderNotice.ts (issue 27): what the desk tells a customer on WhatsApp. */
import type * as en from '../orderNotice.ts';
import type { Translation } from '../translation.ts';

export const orderNoticeTexts: Translation<typeof en.orderNoticeTexts> = {
  accepted: (name, orderId) => `नमस्ते ${name}! आपका ऑर्डर ${orderId} स्वीकार कर लिया गया है और जल्द ही आप तक पहुँचेगा।`,
  delivered: (name, orderId) => `नमस्ते ${name}! आपका ऑर्डर ${orderId} पहुँचा दिया गया है। हमसे ऑर्डर करने के लिए धन्यवाद!`,
  cancelled: (name, orderId, reason) => `नमस्ते ${name}, क्षमा करें: आपका ऑर्डर ${orderId} रद्द कर दिया गया है। कारण: ${reason}`,
  cancelledWithoutReason: (name, orderId) => `नमस्ते ${name}, आपका ऑर्डर ${orderId} रद्द कर दिया गया है।`,
};
