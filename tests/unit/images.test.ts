import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE, imageUrl } from '../../domain/images.ts';

describe('imageUrl', () => {
  it.each([
    ['http://cdn.example.com/x.png', 'http://cdn.example.com/x.png'],
    ['https://cdn.example.com/x.png', 'https://cdn.example.com/x.png'],
    ['/x.png', '/x.png'],
    ['/uploads/x.png', '/uploads/x.png'],
    ['x.png', '/uploads/x.png'],
    ['products/x.png', '/uploads/products/x.png'],
    [' x.png ', '/uploads/x.png'],
    ['', PLACEHOLDER_IMAGE],
    ['   ', PLACEHOLDER_IMAGE],
    [null, PLACEHOLDER_IMAGE],
    [undefined, PLACEHOLDER_IMAGE],
  ])('%j -> %j', (path, expected) => {
    expect(imageUrl(path)).toBe(expected);
  });

  it('the placeholder lives in the uploads folder', () => {
    expect(PLACEHOLDER_IMAGE).toMatch(/^\/uploads\/placeholder\.\w+$/);
  });

  it('uses the fallback given for a missing image', () => {
    expect(imageUrl('', '/other.svg')).toBe('/other.svg');
    expect(imageUrl(null, '/other.svg')).toBe('/other.svg');
    expect(imageUrl('x.png', '/other.svg')).toBe('/uploads/x.png');
  });

  it('a bare file name is always taken from /uploads/', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-gi-z0-9][a-z0-9_-]{0,20}\.(png|jpg|svg)$/), (name) => {
        expect(imageUrl(name)).toBe(`/uploads/${name}`);
      }),
    );
  });

  it('an address starting with / or http is kept as given', () => {
    fc.assert(
      fc.property(fc.constantFrom('/', 'http://', 'https://'), fc.stringMatching(/^[a-z0-9/._-]{1,30}$/), (prefix, rest) => {
        expect(imageUrl(prefix + rest)).toBe(prefix + rest);
      }),
    );
  });
});
