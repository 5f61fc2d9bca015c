import { isMessageKey, MESSAGE_KEY } from './messages';
import { orderTransitionSchema, stockFormSchema } from './orders-admin';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('the staff forms’ contracts', () => {
  it('give every rule of an order move a message key', () => {
    const orderId = 'LA20261125ABC123';
    const bad = ['', 'ab', 'x'.repeat(501), 'BRT <espresso>', 7, null];
    const messages = [
      ...bad.flatMap((value) => messagesOf(orderTransitionSchema.safeParse({ action: 'ship', orderId, carrier: value }))),
      ...bad.flatMap((value) => messagesOf(orderTransitionSchema.safeParse({ action: 'ship', orderId, trackingNumber: value }))),
      ...bad.flatMap((value) => messagesOf(orderTransitionSchema.safeParse({ action: 'cancel', orderId, reason: value }))),
      ...bad.flatMap((value) => messagesOf(orderTransitionSchema.safeParse({ action: 'refund', orderId, reason: value }))),
    ];
    expect(messages.filter((message) => !isMessageKey(message))).toEqual([]);
    expect(new Set(messages)).toEqual(
      new Set([
        MESSAGE_KEY.carrierTooLong,
        MESSAGE_KEY.carrierInvalid,
        MESSAGE_KEY.trackingTooLong,
        MESSAGE_KEY.trackingInvalid,
        MESSAGE_KEY.reasonRequired,
        MESSAGE_KEY.reasonMin,
        MESSAGE_KEY.reasonMax,
      ]),
    );
  });

  it('read the stock tab’s typed quantities and key their problems', () => {
    expect(stockFormSchema.parse({ rows: [{ qta: '3' }, { qta: ' 0 ' }] })).toEqual({ rows: [{ qta: 3 }, { qta: 0 }] });
    const problems = ['', 'abc', '1.5', '-1', '100001', 4].map((qta) => messagesOf(stockFormSchema.safeParse({ rows: [{ qta }] }))[0]);
    expect(problems).toEqual([
      MESSAGE_KEY.wholeNumber,
      MESSAGE_KEY.wholeNumber,
      MESSAGE_KEY.wholeNumber,
      MESSAGE_KEY.quantityNegative,
      MESSAGE_KEY.quantityMax,
      MESSAGE_KEY.wholeNumber,
    ]);
  });
});
