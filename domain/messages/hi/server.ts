/** Hindi for domain/messages/server.ts (issue 16). The server words its refusals with it when the caller chose Hindi (server/languageAnswers.ts); the storefront never loads it. */
import type * as en from '../server.ts';
import type { Translation } from '../translation.ts';

export const serverTexts: Translation<typeof en.serverTexts> = {
  loginSuccessfullyServer: 'लॉगिन हो गया',
  passwordStrict:
    'पासवर्ड कम से कम 8 अक्षरों का हो और उसमें एक छोटा अक्षर, एक बड़ा अक्षर, एक अंक और एक खास चिह्न हो।',
  passwordDidNotMatch: 'पासवर्ड मेल नहीं खाता',
  invalidCode: 'कोड गलत है',
  enterValidPinCode: 'कृपया सही पिन कोड लिखें',
  enterQuantity: 'कृपया संख्या लिखें',
  addressIdRequired: 'कौन-सा पता, यह बताना ज़रूरी है',
  invalidToken: 'लॉगिन मान्य नहीं है',
  resetNeedsShopCode:
    'पासवर्ड रीसेट करने के लिए दुकान से एक बार इस्तेमाल होने वाला कोड माँगें, फिर हमारी वेबसाइट पर उस कोड से पासवर्ड रीसेट करें।',
  orderTotalDiffers: (total: string) => `ऑर्डर की कुल रकम ${total} है। कृपया अपना कार्ट दोबारा देखकर फिर से कोशिश करें।`,
  orderTotalBelowOurs: (total: string) =>
    `ऑर्डर की कुल रकम ${total} है: होलसेल दाम सिर्फ़ 5 लीटर के टब पर, 10 लीटर या उससे ज़्यादा होने पर ही मिलता है। कृपया अपना कार्ट दोबारा देखकर फिर से कोशिश करें।`,
  resetCodeExpired: 'इस कोड की मियाद खत्म हो गई है। कृपया दुकान से नया कोड माँगें।',
  resetCodeUsed: 'यह कोड पहले ही इस्तेमाल हो चुका है। कृपया दुकान से नया कोड माँगें।',
  resetCodeTooManyTries: 'कई बार गलत कोड डाला गया। कृपया दुकान से नया कोड माँगें।',
};
