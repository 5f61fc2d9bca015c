import { returnWindow, withdrawalEnd } from './return-window';

describe('the withdrawal period', () => {
  it('ends at midnight in Italy, 14 days after delivery, in winter and in summer', () => {
    expect(withdrawalEnd(new Date('2026-11-26T10:00:00Z'), 14).toISOString()).toBe('2026-12-10T22:59:59.999Z');
    expect(withdrawalEnd(new Date('2026-07-01T10:00:00Z'), 14).toISOString()).toBe('2026-07-15T21:59:59.999Z');
  });

  const rows = [
    { row: 1, quantity: 2 },
    { row: 2, quantity: 1 },
  ];
  const delivered = new Date('2026-11-01T09:00:00Z');

  it('offers the pieces not yet returned while the period runs', () => {
    const window = returnWindow({
      status: 'DeliveryDone',
      deliveredAt: delivered,
      rows,
      returned: new Map([[1, 1]]),
      days: 14,
      now: new Date('2026-11-15T20:00:00Z'),
    });
    expect(window).toEqual({
      until: '2026-11-15T22:59:59.999Z',
      rows: [
        { row: 1, returnable: 1 },
        { row: 2, returnable: 1 },
      ],
    });
  });

  it('offers nothing after the period, before delivery, or once every piece is returned', () => {
    const base = { status: 'DeliveryDone', deliveredAt: delivered, rows, returned: new Map<number, number>(), days: 14 };
    expect(returnWindow({ ...base, now: new Date('2026-11-15T23:00:00Z') })).toBeNull();
    expect(returnWindow({ ...base, deliveredAt: null })).toBeNull();
    expect(returnWindow({ ...base, status: 'WaitDelivery' })).toBeNull();
    expect(
      returnWindow({
        ...base,
        returned: new Map([
          [1, 2],
          [2, 1],
        ]),
        now: delivered,
      }),
    ).toBeNull();
    // A longer period granted by the shop.
    expect(returnWindow({ ...base, days: 30, now: new Date('2026-11-20T10:00:00Z') })).not.toBeNull();
  });
});
