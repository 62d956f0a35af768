/**
 * The desk's texts have one home, domain/desk/messages.ts (issue 12): the wordings below are copied by
 * hand, and the customers' catalogue (domain/messages.ts) holds none of the desk's.
 */
import { describe, expect, it } from 'vitest';
import { deskAnswers, deskRuleMessages, inboxMessages, ownerMessages } from '../../domain/desk/messages.ts';
import { messages } from '../../domain/messages/index.ts';

describe('the desk texts, verbatim', () => {
  it.each([
    [deskRuleMessages.priceWholeRupees, 'Price and MRP must be whole rupees'],
    [deskRuleMessages.hoursFormat, 'Opening and closing times must be 24-hour times such as 10:00 and 22:00 (India time)'],
    [deskRuleMessages.hoursCloseAfterOpen, 'The shop must close later the same day than it opens'],
    [deskRuleMessages.pinCodeFormat, 'A pin code is 6 digits and does not start with 0'],
    [deskRuleMessages.lastPinCode, 'The delivery area needs at least one pin code'],
    [deskRuleMessages.productUnknown, 'No such product'],
    [deskRuleMessages.sizeUnknown, 'No such size'],
    [deskRuleMessages.pictureMissing, 'Please choose a picture for the product'],
    [deskRuleMessages.pictureType, 'The picture must be a PNG, JPEG or WebP file'],
    [deskRuleMessages.pictureSvgRefused, 'SVG pictures are not accepted, as they can carry scripts: please send a PNG, JPEG or WebP picture'],
    [deskRuleMessages.uploadForm, 'Send the product as a form with its fields first and its picture last'],
    [deskRuleMessages.dayFormat, 'Days must be written YYYY-MM-DD and exist on the calendar'],
    [deskRuleMessages.dayRangeOrder, 'The first day must not be after the last day'],
    [deskRuleMessages.legalTextEmpty, 'The text is empty once unsafe parts are removed'],
    [deskRuleMessages.cancelReasonNeeded, 'Please give a reason for cancelling this order'],
    [deskRuleMessages.cannotCancel('ORD0007', 'Completed'), 'Order ORD0007 is already Completed; it can no longer be cancelled'],
    [deskAnswers.onlyTheOwner, 'Only the owner can do this'],
    [deskAnswers.notADeskToken, 'This is a customer sign-in; the desk needs a desk account'],
    [deskAnswers.tooManyCodes(3), 'A customer may be given at most 3 codes an hour. Please try again later.'],
    [inboxMessages.actionLabels.deliver, 'Mark delivered'],
    [ownerMessages.markOutOfStock, 'Mark out of stock'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('one home', () => {
  it('the customers’ catalogue holds no desk text', () => {
    expect(Object.keys(messages).filter((key) => key.startsWith('desk'))).toEqual([]);
  });
});
