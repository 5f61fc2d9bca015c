import { CARRIERS } from './carriers';
import { carrierOfSlug, carrierSecretSetting, carrierSlug, carrierTrackingEventSchema, carrierTrackingPath } from './carrier-tracking';

describe('carriers’ tracking events', () => {
  it('names each carrier of the list in the webhook’s path and its secret’s setting, one each', () => {
    expect(carrierTrackingPath('Poste Italiane')).toBe('/carriers/poste-italiane/tracking');
    expect(carrierSecretSetting('Poste Italiane')).toBe('CARRIER_SECRET_POSTE_ITALIANE');
    expect(carrierSecretSetting('FedEx')).toBe('CARRIER_SECRET_FEDEX');
    const slugs = CARRIERS.map((carrier) => carrierSlug(carrier.name));
    expect(new Set(slugs).size).toBe(CARRIERS.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9-]+$/);
    expect(carrierOfSlug('brt')?.name).toBe('BRT');
    expect(carrierOfSlug('pony-express')).toBeUndefined();
  });

  it('takes a tracking number, one of the statuses and a time with its offset, and nothing else', () => {
    const event = { trackingNumber: ' BRT0001 ', status: 'delivered', occurredAt: '2026-11-27T10:42:00+01:00' };
    expect(carrierTrackingEventSchema.parse(event)).toEqual({ ...event, trackingNumber: 'BRT0001' });
    expect(carrierTrackingEventSchema.safeParse({ ...event, occurredAt: '2026-11-27T09:42:00Z' }).success).toBe(true);
    for (const wrong of [
      { ...event, status: 'lost' },
      { ...event, occurredAt: '2026-11-27T10:42:00' },
      { ...event, occurredAt: 'ieri' },
      { ...event, trackingNumber: '  ' },
      { ...event, trackingNumber: 'X'.repeat(61) },
      { ...event, orderId: 'LA1' },
    ]) {
      expect(carrierTrackingEventSchema.safeParse(wrong).success).toBe(false);
    }
  });
});
