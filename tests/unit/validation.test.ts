import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FALLBACK_PIN_CODES } from '../../domain/addressDefaults.ts';
import { confirmPasswordNote, consentNote, hasAcceptedBothConsents, registrationPhoneHint, validateChangePassword, validateLogin, validateOtp, validatePersonalDetails, validateRegistration, validateResetPassword, type RegistrationForm } from '../../domain/accountRules.ts';
import { addressPhoneHint } from '../../domain/address.ts';
import { isValidMobile, normalisePhone, phoneInput, validateAddress, validatePinCode } from '../../domain/validation.ts';
import { isValidEmail, normaliseLoginIdentifier, validateName, validatePassword, validateSignUp } from '../../domain/personRules.ts';

// Every expected message below is copied from spec section 5 (not read from messages.ts).
const failWith = (message: string) => ({ ok: false, message, said: expect.objectContaining({ text: message }) });

describe('login', () => {
  it.each([
    { name: 'empty identifier', identifier: '', password: 'secret1', expected: failWith('Please fill all required fields') },
    { name: 'blank identifier', identifier: '   ', password: 'secret1', expected: failWith('Please fill all required fields') },
    { name: 'empty password', identifier: 'a@b.in', password: '', expected: failWith('Please fill all required fields') },
    { name: 'both empty', identifier: '', password: '', expected: failWith('Please fill all required fields') },
    { name: 'text without @', identifier: 'asha.example.com', password: 'secret1', expected: failWith('Please enter a valid email address (must include "@")') },
    { name: '9 digits', identifier: '987654321', password: 'secret1', expected: failWith('Please enter a valid email address (must include "@")') },
    { name: 'digits and letters', identifier: '98765abc43', password: 'secret1', expected: failWith('Please enter a valid email address (must include "@")') },
    { name: '10 digits', identifier: '9876543210', password: 'secret1', expected: { ok: true, value: { identifier: '9876543210' } } },
    { name: '12 digits cut to 10 and accepted', identifier: '987654321012', password: 'secret1', expected: { ok: true, value: { identifier: '9876543210' } } },
    { name: 'email lower-cased', identifier: 'Asha.Patel@Example.IN', password: 'secret1', expected: { ok: true, value: { identifier: 'asha.patel@example.in' } } },
    { name: 'email trimmed', identifier: '  asha@example.in ', password: 'secret1', expected: { ok: true, value: { identifier: 'asha@example.in' } } },
  ])('$name', ({ identifier, password, expected }) => {
    expect(validateLogin({ identifier, password })).toEqual(expected);
  });

  it.each([
    ['987654321012', '9876543210'],
    ['9876543210', '9876543210'],
    ['12345', '12345'],
    ['USER@MAIL.COM', 'user@mail.com'],
    [' 9876543210 ', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['91 9876543210', '9876543210'],
    ['98765432109', '9876543210'],
  ])('normaliseLoginIdentifier(%j) -> %j', (typed, expected) => {
    expect(normaliseLoginIdentifier(typed)).toBe(expected);
  });

  it('any all-digit identifier is normalised as a phone number, then cut to its first 10 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,30}$/), (digits) => {
        expect(normaliseLoginIdentifier(digits)).toBe(normalisePhone(digits).slice(0, 10));
      }),
    );
  });
});

describe('registration phone hint', () => {
  it.each([
    ['', 'Enter your 10-digit mobile number', false],
    ['5', 'Number must start with 6, 7, 8, or 9', false],
    ['0123456789', 'Number must start with 6, 7, 8, or 9', false],
    ['98', '8 more digit(s) needed', false],
    ['98765', '5 more digit(s) needed', false],
    ['987654321', '1 more digit(s) needed', false],
    ['9876543210', 'Valid mobile number', true],
    ['6000000000', 'Valid mobile number', true],
    ['98765432101', 'Remove extra digits', false],
    ['98a', 'Number must be exactly 10 digits', false],
  ])('%j -> %j', (phone, message, valid) => {
    expect(registrationPhoneHint('en', phone)).toEqual({ message, valid });
  });

  it('is valid exactly for 10 digits starting with 6-9', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,12}$/), (phone) => {
        expect(registrationPhoneHint('en', phone).valid).toBe(/^[6-9]\d{9}$/.test(phone));
      }),
    );
  });
});

describe('address phone hint (phone optional)', () => {
  it.each([
    ['', 'Indian mobile number (starts with 6, 7, 8, or 9)', true],
    ['5', 'Must start with 6, 7, 8, or 9', false],
    ['98', '8 more digit(s) needed', false],
    ['98765', '5 more digit(s) needed', false],
    ['9876543210', 'Indian mobile number (starts with 6, 7, 8, or 9)', true],
    ['98765432101', 'Number must be exactly 10 digits', false],
    ['98a', 'Number must be exactly 10 digits', false],
  ])('%j -> %j', (phone, message, valid) => {
    expect(addressPhoneHint('en', phone)).toEqual({ message, valid });
  });
});

describe('isValidMobile / isValidEmail / validateName / validatePassword', () => {
  it.each([
    ['9876543210', true],
    ['6123456789', true],
    ['5123456789', false],
    ['987654321', false],
    ['98765432101', false],
    ['98765 43210', false],
  ])('isValidMobile(%j) -> %s', (phone, expected) => {
    expect(isValidMobile(phone)).toBe(expected);
  });

  it.each([
    ['asha@example.in', true],
    ['asha@example', false],
    ['asha.example.in', false],
    ['as ha@example.in', false],
    ['', false],
  ])('isValidEmail(%j) -> %s', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });

  it.each([
    ['Asha Patel', { ok: true, value: 'Asha Patel' }],
    ['  Asha   Patel ', { ok: true, value: 'Asha Patel' }],
    ['', failWith('Please enter your name')],
    ['   ', failWith('Please enter your name')],
  ])('validateName(%j)', (name, expected) => {
    expect(validateName(name)).toEqual(expected);
  });

  it.each([
    ['12345', failWith('Password must be at least 6 characters')],
    ['', failWith('Password must be at least 6 characters')],
    ['123456', { ok: true, value: '123456' }],
  ])('validatePassword(%j)', (password, expected) => {
    expect(validatePassword(password)).toEqual(expected);
  });
});

describe('registration: checks in order', () => {
  const good: RegistrationForm = {
    name: 'Asha Patel',
    email: 'Asha@Example.in',
    phone: '9876543210',
    password: 'secret1',
    confirmPassword: 'secret1',
    acceptedPrivacy: true,
    acceptedTerms: true,
  };

  it('a complete form passes with a trimmed name and a lower-cased email', () => {
    expect(validateRegistration(good)).toEqual({
      ok: true,
      value: { name: 'Asha Patel', email: 'asha@example.in', phone: '9876543210', password: 'secret1' },
    });
  });

  it.each([
    { name: 'everything wrong: the name comes first', change: { name: '', email: 'x', phone: '1', password: '1', confirmPassword: '2', acceptedPrivacy: false, acceptedTerms: false }, message: 'Please enter your name' },
    { name: 'then the email', change: { email: 'asha', phone: '1', password: '1', confirmPassword: '2', acceptedPrivacy: false }, message: 'Invalid email address' },
    { name: 'then the phone', change: { phone: '5876543210', password: '1', confirmPassword: '2', acceptedTerms: false }, message: 'Please enter a valid phone number' },
    { name: 'then the password length', change: { password: '12345', confirmPassword: '2', acceptedTerms: false }, message: 'Password must be at least 6 characters' },
    { name: 'then the confirmation', change: { confirmPassword: 'secret2', acceptedPrivacy: false }, message: 'Passwords do not match' },
    { name: 'then privacy consent', change: { acceptedPrivacy: false }, message: 'Please accept both Privacy Policy and Terms & Conditions' },
    { name: 'then terms consent', change: { acceptedTerms: false }, message: 'Please accept both Privacy Policy and Terms & Conditions' },
  ])('$name -> $message', ({ change, message }) => {
    expect(validateRegistration({ ...good, ...change })).toEqual(failWith(message));
  });

  it('validateSignUp (server side) needs no confirmation or consents', () => {
    expect(validateSignUp({ name: ' Asha ', email: ' A@B.IN ', phone: '9876543210', password: 'secret1' })).toEqual({
      ok: true,
      value: { name: 'Asha', email: 'a@b.in', phone: '9876543210', password: 'secret1' },
    });
  });

  it.each(['+91 98765 43210', '098765 43210', '91 9876543210'])('validateSignUp stores %j as 9876543210', (phone) => {
    expect(validateSignUp({ name: 'Asha', email: 'a@b.in', phone, password: 'secret1' })).toEqual({
      ok: true,
      value: { name: 'Asha', email: 'a@b.in', phone: '9876543210', password: 'secret1' },
    });
  });

  it('validateSignUp refuses a mistyped 11-digit phone', () => {
    expect(validateSignUp({ name: 'Asha', email: 'a@b.in', phone: '98765432109', password: 'secret1' })).toEqual(failWith('Please enter a valid phone number'));
  });
});

describe('registration notes and consents (spec sections 4, 5)', () => {
  it.each([
    [false, false, false, 'Please accept both Privacy Policy and Terms & Conditions'],
    [true, false, false, 'Please accept both Privacy Policy and Terms & Conditions'],
    [false, true, false, 'Please accept both Privacy Policy and Terms & Conditions'],
    [true, true, true, null],
  ])('privacy %s, terms %s: both accepted %s, note %j', (acceptedPrivacy, acceptedTerms, both, note) => {
    expect(hasAcceptedBothConsents({ acceptedPrivacy, acceptedTerms })).toBe(both);
    expect(consentNote('en', { acceptedPrivacy, acceptedTerms })).toBe(note);
  });

  it.each([
    ['secret1', '', null],
    ['secret1', 'secret1', null],
    ['secret1', 'secret', 'Passwords do not match'],
    ['', 'x', 'Passwords do not match'],
  ])('password %j, confirmation %j: note %j', (password, confirmPassword, note) => {
    expect(confirmPasswordNote('en', { password, confirmPassword })).toBe(note);
  });
});

describe('pin code', () => {
  it.each([
    ['', 'Pin code is required'],
    ['   ', 'Pin code is required'],
    ['36000', 'Pin code must be exactly 6 digits'],
    ['3600055', 'Pin code must be exactly 6 digits'],
    ['36000a', 'Pin code must be exactly 6 digits'],
    ['110001', 'This pin code is not in our delivery area'],
    ['360008', 'This pin code is not in our delivery area'],
  ])('%j -> %j', (pin, message) => {
    expect(validatePinCode(pin, FALLBACK_PIN_CODES)).toEqual(failWith(message));
  });

  it.each(['360005', ' 360001 ', '360311', '360030'])('%j is valid', (pin) => {
    expect(validatePinCode(pin, FALLBACK_PIN_CODES)).toEqual({ ok: true, value: pin.trim() });
  });

  it('the fallback list is the one of spec section 9', () => {
    expect([...FALLBACK_PIN_CODES]).toEqual([
      '360001', '360002', '360003', '360004', '360005', '360006', '360007', '360020', '360022', '360023', '360024', '360311', '360030',
    ]);
  });

  it('a 6-digit pin is valid iff it is in the delivery list', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6}$/), fc.uniqueArray(fc.stringMatching(/^\d{6}$/), { maxLength: 5 }), (pin, list) => {
        const verdict = validatePinCode(pin, list);
        expect(verdict.ok).toBe(list.includes(pin));
      }),
    );
  });
});

describe('address form', () => {
  const good = { streetAddress: ' 12 Kalawad Road ', pinCode: '360005', phone: '' };
  it.each([
    { name: 'valid without phone', form: good, expected: { ok: true, value: { streetAddress: '12 Kalawad Road', pinCode: '360005', phone: '' } } },
    { name: 'valid with phone', form: { ...good, phone: '9876543210' }, expected: { ok: true, value: { streetAddress: '12 Kalawad Road', pinCode: '360005', phone: '9876543210' } } },
    { name: 'no street', form: { ...good, streetAddress: '  ' }, expected: failWith('Please enter street address') },
    { name: 'no pin', form: { ...good, pinCode: '' }, expected: failWith('Pin code is required') },
    { name: 'short pin', form: { ...good, pinCode: '3600' }, expected: failWith('Pin code must be exactly 6 digits') },
    { name: 'pin outside area', form: { ...good, pinCode: '400001' }, expected: failWith('This pin code is not in our delivery area') },
    { name: 'bad phone', form: { ...good, phone: '12345' }, expected: failWith('Please enter valid phone number') },
    { name: 'phone with +91 and spaces', form: { ...good, phone: '+91 98765 43210' }, expected: { ok: true, value: { streetAddress: '12 Kalawad Road', pinCode: '360005', phone: '9876543210' } } },
    { name: 'phone with 11 digits', form: { ...good, phone: '98765432109' }, expected: failWith('Please enter valid phone number') },
  ])('$name', ({ form, expected }) => {
    expect(validateAddress(form, FALLBACK_PIN_CODES)).toEqual(expected);
  });
});

describe('one-time code and reset password', () => {
  it.each([
    ['123456', true],
    [' 123456 ', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    ['', false],
  ])('validateOtp(%j) ok %s', (code, ok) => {
    expect(validateOtp(code)).toEqual(ok ? { ok: true, value: code.trim() } : failWith('Please enter a valid 6-digit OTP'));
  });

  const phone = '9876543210';
  it.each([
    { name: 'bad phone first', form: { phone: '98765', code: '123', password: '1', confirmPassword: '2' }, expected: failWith('Please enter valid phone number') },
    { name: 'bad code', form: { phone, code: '123', password: '1', confirmPassword: '2' }, expected: failWith('Please enter a valid 6-digit OTP') },
    { name: 'short password', form: { phone, code: '123456', password: '12345', confirmPassword: '2' }, expected: failWith('Password must be at least 6 characters') },
    { name: 'mismatch', form: { phone, code: '123456', password: 'secret1', confirmPassword: 'secret2' }, expected: failWith('Passwords do not match') },
    {
      name: 'valid, the phone as people paste it and the code trimmed',
      form: { phone: '+91 98765 43210', code: ' 123456 ', password: 'secret1', confirmPassword: 'secret1' },
      expected: { ok: true, value: { phone, code: '123456', password: 'secret1' } },
    },
  ])('validateResetPassword: $name', ({ form, expected }) => {
    expect(validateResetPassword(form)).toEqual(expected);
  });
});

describe('change password (checks in the order of section 5)', () => {
  it.each([
    { name: 'all empty', form: { current: '', next: '', confirm: '' }, message: 'Please fill in all password fields' },
    { name: 'current empty', form: { current: '', next: 'newpass1', confirm: 'newpass1' }, message: 'Please fill in all password fields' },
    { name: 'confirm empty', form: { current: 'oldpass1', next: 'newpass1', confirm: '' }, message: 'Please fill in all password fields' },
    { name: 'new too short (and mismatching, and equal to current)', form: { current: '12345', next: '12345', confirm: '54321' }, message: 'New password must be at least 6 characters long' },
    { name: 'mismatch (and equal to current)', form: { current: 'oldpass1', next: 'oldpass1', confirm: 'oldpass2' }, message: "New passwords don't match" },
    { name: 'same as current', form: { current: 'oldpass1', next: 'oldpass1', confirm: 'oldpass1' }, message: 'New password must be different from current password' },
  ])('$name -> $message', ({ form, message }) => {
    expect(validateChangePassword(form)).toEqual(failWith(message));
  });

  it('a different, long enough, confirmed password passes', () => {
    expect(validateChangePassword({ current: 'oldpass1', next: 'newpass1', confirm: 'newpass1' })).toEqual({ ok: true, value: undefined });
  });
});

describe('personal details', () => {
  const form = { name: 'Asha Patel', email: 'asha@example.in', phone: '9876543210' };
  it.each([
    { name: 'empty name', change: { name: ' ' }, current: 'Asha', expected: failWith('All fields are required') },
    { name: 'empty email', change: { email: '' }, current: 'Asha', expected: failWith('All fields are required') },
    { name: 'empty phone', change: { phone: '' }, current: 'Asha', expected: failWith('All fields are required') },
    { name: 'unchanged name', change: {}, current: 'Asha Patel', expected: failWith('No changes to update') },
    { name: 'unchanged name up to spaces', change: { name: '  Asha   Patel ' }, current: 'Asha Patel', expected: failWith('No changes to update') },
    { name: 'changed name', change: { name: ' Asha  P ' }, current: 'Asha Patel', expected: { ok: true, value: 'Asha P' } },
  ])('$name', ({ change, current, expected }) => {
    expect(validatePersonalDetails({ ...form, ...change }, current)).toEqual(expected);
  });
});

describe('normalisePhone: phone numbers as people type and paste them', () => {
  it.each([
    // The same mobile number written the ways people write it.
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['+91 (98765) 43210', '9876543210'],
    ['+91 098765 43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['91 9876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    [' 98765 43210 ', '9876543210'],
    ['98765 43210', '9876543210'],
    ['9876543210', '9876543210'],
    // A genuine number that starts with 91 or 9 keeps its digits.
    ['9198765432', '9198765432'],
    ['91234 56789', '9123456789'],
    // Not a prefix in front of a 10-digit mobile number: nothing is taken away or cut off.
    ['98765432109', '98765432109'],
    ['987654321012', '987654321012'],
    ['+91 98765 4321', '987654321'],
    ['+91 98765 432101', '98765432101'],
    ['91987654321', '91987654321'],
    ['0123456789', '0123456789'],
    ['05123456789', '05123456789'],
    ['+1 555 010 9999', '15550109999'],
    ['abc', ''],
    ['', ''],
  ])('%j -> %j', (typed, expected) => {
    expect(normalisePhone(typed)).toBe(expected);
    expect(phoneInput(typed)).toBe(expected);
  });

  it.each([
    ['+91 98765 43210', 'Valid mobile number', true],
    ['98765432109', 'Remove extra digits', false],
    ['+91 98765 4321', '1 more digit(s) needed', false],
    ['+91 58765 43210', 'Number must start with 6, 7, 8, or 9', false],
  ])('registration hint of %j after normalising -> %j', (typed, message, valid) => {
    expect(registrationPhoneHint('en', normalisePhone(typed))).toEqual({ message, valid });
  });

  // Typed text mixes ASCII digits with separators, letters, emoji and Devanagari digits (which are not kept).
  const typedPhone = fc.string({
    unit: fc.oneof(fc.constantFrom(...'0123456789'), fc.constantFrom(' ', '-', '+', '(', ')', 'a', 'Z', '९', '३', '😀'), fc.string({ maxLength: 1 })),
    maxLength: 30,
  });
  const mobile = fc.stringMatching(/^[6-9]\d{9}$/);
  const separator = fc.constantFrom('', ' ', '-', '  ', '.');
  /** A mobile number written with a prefix and separators between its digits. */
  const written = fc
    .tuple(mobile, fc.constantFrom('', '+91', '+91 ', '+91-', '+ 91 ', '91', '91 ', '0', '0 ', '0091 ', '+91 0', '+(91) '), fc.array(separator, { minLength: 10, maxLength: 10 }), fc.constantFrom('', ' ', '  '))
    .map(([digits, prefix, separators, padding]) => ({
      digits,
      text: padding + prefix + [...digits].map((digit, index) => digit + separators[index]!).join('') + padding,
    }));

  it('keeps ASCII digits only', () => {
    fc.assert(
      fc.property(typedPhone, (typed) => {
        expect(normalisePhone(typed)).toMatch(/^\d*$/);
      }),
    );
  });

  it('normalising twice gives what normalising once gives', () => {
    fc.assert(
      fc.property(fc.oneof(typedPhone, written.map((entry) => entry.text)), (typed) => {
        expect(normalisePhone(normalisePhone(typed))).toBe(normalisePhone(typed));
      }),
    );
  });

  it('a mobile number written with any prefix and separators gives its 10 digits, which start with 6-9', () => {
    fc.assert(
      fc.property(written, ({ digits, text }) => {
        const result = normalisePhone(text);
        expect(result).toBe(digits);
        expect(result).toMatch(/^[6-9]\d{9}$/);
        expect(registrationPhoneHint('en', result).valid).toBe(true);
      }),
    );
  });

  it('never takes digits away from a number without a prefix, so a mistyped one never looks valid', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{10,13}$/), (digits) => {
        const prefixed = /^(91|0091)[6-9]\d{9}$/.test(digits);
        fc.pre(!prefixed);
        expect(normalisePhone(digits)).toBe(digits);
        expect(isValidMobile(normalisePhone(digits))).toBe(false);
      }),
    );
  });
});

