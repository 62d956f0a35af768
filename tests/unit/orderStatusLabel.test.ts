/**
 * The order history's status badge (spec section 4) in the shown language (issue 16): English says the
 * desk's words (statusBadge), Gujarati and Hindi their catalogue's; the status values are not changed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { showCatalogues } from '../../domain/liveTexts.ts';
import * as gu from '../../domain/messages/gu/orderHistory.ts';
import * as hi from '../../domain/messages/hi/orderHistory.ts';
import { ORDER_STATUSES, statusBadge } from '../../domain/orders.ts';
import { orderStatusLabel } from '../../src/screens/OrderHistoryScreen.view.ts';

afterEach(() => showCatalogues(null));

describe('orderStatusLabel', () => {
  it.each(ORDER_STATUSES)('%s reads as the desk\'s English label while English is shown', (status) => {
    expect(orderStatusLabel(status)).toBe(statusBadge(status).label);
  });

  it.each([
    ['gu', gu.orderHistoryTexts, ['ડિલિવર થયો', 'પેન્ડિંગ', 'રદ થયો', 'રવાના થયો']],
    ['hi', hi.orderHistoryTexts, ['डिलीवर हो गया', 'पेंडिंग', 'रद्द हो गया', 'रवाना हो गया']],
  ] as const)('reads in %s while it is shown, and the desk\'s label stays English', (_language, texts, labels) => {
    showCatalogues({ orderHistoryTexts: texts });
    const statuses = ['completed', 'pending', 'cancelled', 'confirm'] as const;
    expect(statuses.map(orderStatusLabel)).toEqual(labels);
    expect(statuses.map((status) => statusBadge(status).label)).toEqual(['Completed', 'Pending', 'Cancelled', 'Shipped']);
  });
});
