/** Data the screen paths start the app with: a stored customer and the delivery address the server lists. */
import type { AddressRecord } from '../../domain/contract.ts';
import type { SessionUser } from '../../machines/session.ts';

export const customer: SessionUser = {
  userId: 5, name: 'Asha Patel', email: 'asha@example.com', phone: '9876543210', addresses: [], token: 'token-asha',
};

export const deliveryAddressRecord: AddressRecord = {
  addressId: 7, address: '12 Kalawad Road, Rajkot', pinCode: '360005', phone: '9876543210', isDefault: true,
};
