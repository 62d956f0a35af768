/** The auth_token cookie (server/routes/define.ts): the token a request's Cookie header holds, as the server reads it. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenOfCookies } from '../../server/routes/define.ts';

describe('the token of a Cookie header', () => {
  it.each([
    ['auth_token=abc', 'abc'],
    ['other=1; auth_token=abc', 'abc'],
    ['  auth_token = abc ', 'abc'],
    ['auth_token=a%2Bb%3D', 'a+b='],
    ['auth_token=abc; auth_token=def', 'abc'],
    ['auth_token=', null],
    ['my_auth_token=abc', null],
    ['other=abc', null],
    ['', null],
    [undefined, null],
    // A value that is no valid percent-encoding reads as a token no session has: HTTP 401, never a 500.
    ['auth_token=%', 'malformed'],
    ['auth_token=%E0%A4%A', 'malformed'],
    ['auth_token=%; auth_token=abc', 'malformed'],
    // Another cookie's bad escape is not the token's.
    ['theme=%; auth_token=abc', 'abc'],
  ] as const)('%j holds %j', (header, token) => {
    expect(tokenOfCookies(header)).toBe(token);
  });

  it('reads back any token the server writes, percent-encoded', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (token) => {
        expect(tokenOfCookies(`auth_token=${encodeURIComponent(token)}`)).toBe(token);
      }),
    );
  });
});
