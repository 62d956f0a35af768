/** Gujarati for domain/messages/orderNotice.ts (issue 27): what the desk tells a customer on WhatsApp. */
import type * as en from '../orderNotice.ts';
import type { Translation } from '../translation.ts';

export const orderNoticeTexts: Translation<typeof en.orderNoticeTexts> = {
  accepted: (name, orderId) => `નમસ્તે ${name}! તમારો ઓર્ડર ${orderId} સ્વીકારાયો છે અને જલ્દી તમારા સુધી પહોંચશે.`,
  delivered: (name, orderId) => `નમસ્તે ${name}! તમારો ઓર્ડર ${orderId} પહોંચાડી દીધો છે. અમારી પાસેથી ઓર્ડર કરવા બદલ આભાર!`,
  cancelled: (name, orderId, reason) => `નમસ્તે ${name}, માફ કરશો: તમારો ઓર્ડર ${orderId} રદ કરવામાં આવ્યો છે. કારણ: ${reason}`,
  cancelledWithoutReason: (name, orderId) => `નમસ્તે ${name}, તમારો ઓર્ડર ${orderId} રદ કરવામાં આવ્યો છે.`,
};
