/** The old backend's answer types (server/legacyAnswers.ts) and the public picture addresses. */
import { describe, expect, it } from 'vitest';
import { parsePublicUrl } from '../../server/config.ts';
import { isPlausibleHost, legacyAnswer, numberText, publicBase, publicPicture } from '../../server/legacyAnswers.ts';
import { acceptsSvg, rasterPictureName } from '../../server/pictures.ts';

describe('numberText', () => {
  it.each([
    [260, '260'],
    [2, '2'],
    [0, '0'],
    [2940.5, '2940.50'],
    [0.1 + 0.2, '0.30'],
  ])('%s is %s', (value, text) => expect(numberText(value)).toBe(text));
});

describe('isPlausibleHost', () => {
  it.each(['shop.example.com', 'localhost:8080', '127.0.0.1:3000', 'rajkot-scoops.in', '[::1]:8080', 'Shop.Example.COM'])('%s is a host', (host) =>
    expect(isPlausibleHost(host)).toBe(true));
  it.each([undefined, '', 'evil.com/path', 'a b', 'evil.com@x', 'x"><script>', 'host:99999999', '-bad.com', 'evil.com\\x', `${'a'.repeat(64)}.com`])(
    '%s is not',
    (host) => expect(isPlausibleHost(host)).toBe(false),
  );
});

describe('publicBase', () => {
  it('PUBLIC_URL wins over the request', () => {
    expect(publicBase('https://shop.example.com', { protocol: 'http', host: 'evil.com' })).toBe('https://shop.example.com');
  });
  it('else the address the request came to, lower-cased', () => {
    expect(publicBase(null, { protocol: 'https', host: 'Shop.Example.com:8443' })).toBe('https://shop.example.com:8443');
  });
  it('an implausible Host header gives no base (pictures stay paths on this server)', () => {
    expect(publicBase(null, { protocol: 'http', host: 'evil.com/"><img src=x>' })).toBeNull();
  });
});

describe('publicPicture', () => {
  const base = 'https://shop.example.com';
  it.each([
    ['alphonso-mango-tub.svg', `${base}/uploads/alphonso-mango-tub.png`],
    ['/uploads/alphonso-mango-tub.svg', `${base}/uploads/alphonso-mango-tub.png`],
    ['kesar.jpg', `${base}/uploads/kesar.jpg`],
    ['/img/cone.webp', `${base}/img/cone.webp`],
    ['https://cdn.example.com/a.svg', 'https://cdn.example.com/a.svg'],
    ['', ''],
  ])('%s -> %s', (value, address) => expect(publicPicture(value, base)).toBe(address));
  it('without a base, a path on this server', () => expect(publicPicture('a.svg', null)).toBe('/uploads/a.png'));
});

describe('legacyAnswer', () => {
  const base = 'http://127.0.0.1:8080';
  it('ids, money and counts as text, everywhere in the answer; booleans and code unchanged', () => {
    const answer = legacyAnswer('login', 200, {
      code: '200', msg: 'Login Successfully', userId: 7, token: 't',
      addresses: [{ addressId: 3, address: 'x', pinCode: '360001', phone: '', isDefault: true }],
    }, base);
    expect(answer).toEqual({
      code: '200', msg: 'Login Successfully', userId: '7', token: 't',
      addresses: [{ addressId: '3', address: 'x', pinCode: '360001', phone: '', isDefault: true }],
    });
  });

  it('orders: title-case statuses, text amounts, full picture addresses', () => {
    const answer = legacyAnswer('getOrders', 200, {
      code: '200', msg: 'Orders',
      Data: ['pending', 'confirm', 'completed', 'cancelled'].map((status, index) => ({
        orderId: index + 1, status, totalAmount: 2940, deliveryFee: 0,
        orderMeta: [{ pid: 1, pMetaId: 2, quantity: 2, amount: 2440, size: 'Pack of 6', image: '/uploads/a.svg', cover: '/uploads/b.svg', thumb: '/uploads/a.svg', cover_thumb: '/uploads/b.svg' }],
      })),
    }, base);
    const orders = answer.Data as Record<string, unknown>[];
    expect(orders.map((order) => order.status)).toEqual(['Pending', 'Confirm', 'Completed', 'Cancelled']);
    expect(orders[0]).toMatchObject({ orderId: '1', totalAmount: '2940', deliveryFee: '0' });
    expect((orders[0]!.orderMeta as unknown[])[0]).toEqual({
      pid: '1', pMetaId: '2', quantity: '2', amount: '2440', size: '6',
      image: `${base}/uploads/a.png`, cover: `${base}/uploads/b.png`, thumb: `${base}/uploads/a.png`, cover_thumb: `${base}/uploads/b.png`,
    });
  });

  it('products: thumb and cover_thumb beside image and cover, productId on each size, stock status untouched', () => {
    const answer = legacyAnswer('getProducts', 200, {
      code: '200', msg: 'Products',
      Data: [{ pid: 4, title: 'Vanilla', type: 'IceCreame', image: 'v.svg', cover: 'v-750.svg', status: 'In Stock', product_data: [{ id: 9, size: '750 ML', price: 180, mrp: 180, status: 'Out of Stock' }] }],
    }, base);
    expect((answer.Data as unknown[])[0]).toEqual({
      pid: '4', title: 'Vanilla', type: 'IceCreame', status: 'In Stock',
      image: `${base}/uploads/v.png`, cover: `${base}/uploads/v-750.png`, thumb: `${base}/uploads/v.png`, cover_thumb: `${base}/uploads/v-750.png`,
      product_data: [{ id: '9', productId: '4', size: '750 ML', price: '180', mrp: '180', status: 'Out of Stock' }],
    });
  });

  it('checkPhone answers isRegistered beside exists; getTermsCondition TermsCondition beside TermsAndCondition', () => {
    expect(legacyAnswer('checkPhone', 200, { code: '200', msg: '', exists: false }, base)).toMatchObject({ exists: false, isRegistered: false });
    expect(legacyAnswer('getTermsCondition', 200, { code: '200', msg: '', TermsAndCondition: '<p>t</p>' }, base)).toMatchObject({
      TermsAndCondition: '<p>t</p>', TermsCondition: '<p>t</p>',
    });
  });

  it('an HTTP 401 reads "Invalid Token"; a business refusal keeps its msg', () => {
    expect(legacyAnswer('getUserDetail', 401, { code: '401', msg: 'Unauthorized. Please login again.' }, base)).toEqual({ code: '401', msg: 'Invalid Token', msgKey: 'serverTexts.invalidToken' });
    expect(legacyAnswer('login', 200, { code: '401', msg: 'Invalid email/phone number or password' }, base).msg).toBe('Invalid email/phone number or password');
  });
});

describe('PUBLIC_URL', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['https://shop.example.com/', 'https://shop.example.com'],
    ['http://localhost:8080', 'http://localhost:8080'],
    ['https://example.com/shop/', 'https://example.com/shop'],
  ])('%s reads %s', (value, expected) => expect(parsePublicUrl(value)).toBe(expected));
  it.each(['shop.example.com', 'ftp://shop.example.com', 'https://shop.example.com/?a=1', 'https://user:pw@shop.example.com'])('%s is refused', (value) =>
    expect(() => parsePublicUrl(value)).toThrow(/PUBLIC_URL/));
});

describe('pictures', () => {
  it.each([
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', true],
    ['image/svg+xml', true],
    ['IMAGE/SVG+XML; q=0.5', true],
    ['image/svg+xml;q=0', false],
    ['*/*', false],
    ['image/*', false],
    [undefined, false],
  ])('acceptsSvg(%j) is %s', (accept, expected) => expect(acceptsSvg(accept)).toBe(expected));

  it.each([
    ['a.svg', 'a.png'],
    ['A.SVG', 'A.png'],
    ['a.jpg', 'a.jpg'],
    ['svg.webp', 'svg.webp'],
  ])('rasterPictureName(%j) is %j', (name, expected) => expect(rasterPictureName(name)).toBe(expected));
});
