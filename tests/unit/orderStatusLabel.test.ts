/**
 * The order history's status badge (spec section 4) in the shown language (issue 16): English says the
 * desk's words (statusBadge), Gujarati and Hindi their catalogue's; the status values are not changed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTranslations } from '../../src/app/languageCatalogues.ts';
import * as gu from '../../domain/messages/gu/orderHistory.ts';
import * as hi from '../../domain/messages/hi/orderHistory.ts';
import { ORDER_STATUSES, statusBadge } from '../../domain/orders.ts';
import { orderStatusLabel } from '../../src/screens/OrderHistoryScreen.view.ts';

beforeAll(async () => {
  await Promise.all([loadTranslations('gu'), loadTranslations('hi')]);
});

describe('orderStatusLabel', () => {
  it.each(ORDER_STATUSES)('%s reads as the desk\'s English label while English is shown', (status) => {
    expect(orderStatusLabel('en', status)).toBe(statusBadge(status).label);
  });

  it.each([
    ['gu', gu.orderHistoryTexts, ['ડિલિવર થયો', 'પેન્ડિંગ', 'રદ થયો', 'રવાના થયો']],
    ['hi', hi.orderHistoryTexts, ['डिलीवर हो गया', 'पेंडिंग', 'रद्द हो गया', 'रवाना हो गया']],
  ] as const)('reads in %s while it is shown, and the desk\'s label stays English', (language, texts, labels) => {
    expect(labels[0]).toBe(texts.statusCompleted);
    const statuses = ['completed', 'pending', 'cancelled', 'confirm'] as const;
    expect(statuses.map((status) => orderStatusLabel(language, status))).toEqual(labels);
    expect(statuses.map((status) => statusBadge(status).label)).toEqual(['Completed', 'Pending', 'Cancelled', 'Shipped']);
  });
});
