import { textCatalogue } from '../textCatalogues.ts';

/** The delivery-area check on /products and /cart (issue 13, part 3). */
export const deliveryCheckTexts = textCatalogue('deliveryCheckTexts', {
  heading: 'Do we deliver to you?',
  pinCodeLabel: 'Your pin code',
  placeholder: '6-digit pin code',
  check: 'Check',
  checking: 'Checking…',
  /** Issue 13: "We deliver to 360005 Kalawad Road". */
  weDeliverTo: (area: string) => `We deliver to ${area}`,
  notDelivered: (pinCode: string) => `Sorry, we do not deliver to ${pinCode} yet`,
  areasServed: (n: number) => `See the ${n} ${n === 1 ? 'area' : 'areas'} we deliver to`,
  failed: 'Temporary service is not available',
  retry: 'Try Again',
} as const);
