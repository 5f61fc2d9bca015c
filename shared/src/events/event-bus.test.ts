import { createEventBus } from './event-bus';
import { sharedInstanceId } from './instance-id';
import { emit, on, shopEvents } from './shop-events';

interface TestEvents {
  'state:changed': { value: number };
  'ping:sent': { text: string };
}

describe('createEventBus', () => {
  it('delivers payloads to listeners until they unsubscribe', () => {
    const bus = createEventBus<TestEvents>([]);
    const heard: string[] = [];
    const off = bus.on('ping:sent', ({ text }) => heard.push(text));
    bus.emit('ping:sent', { text: 'a' });
    off();
    bus.emit('ping:sent', { text: 'b' });
    expect(heard).toEqual(['a']);
  });

  it('replays the last value of state-like events to late subscribers, and only of those', () => {
    const bus = createEventBus<TestEvents>(['state:changed']);
    bus.emit('state:changed', { value: 1 });
    bus.emit('state:changed', { value: 2 });
    bus.emit('ping:sent', { text: 'missed' });

    const states: number[] = [];
    const pings: string[] = [];
    bus.on('state:changed', ({ value }) => states.push(value));
    bus.on('ping:sent', ({ text }) => pings.push(text));

    expect(states).toEqual([2]);
    expect(pings).toEqual([]);
    expect(bus.last('state:changed')).toEqual({ value: 2 });
    expect(bus.last('ping:sent')).toBeUndefined();
  });

  it('keeps notifying the other listeners when one throws', () => {
    const bus = createEventBus<TestEvents>([]);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const heard: string[] = [];
    bus.on('ping:sent', () => {
      throw new Error('broken remote');
    });
    bus.on('ping:sent', ({ text }) => heard.push(text));
    bus.emit('ping:sent', { text: 'still here' });
    expect(heard).toEqual(['still here']);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('lets a listener unsubscribe another during an emit without skipping anyone', () => {
    const bus = createEventBus<TestEvents>([]);
    const heard: string[] = [];
    let offSecond: () => void = () => undefined;
    bus.on('ping:sent', () => {
      heard.push('first');
      offSecond();
    });
    offSecond = bus.on('ping:sent', () => heard.push('second'));
    bus.emit('ping:sent', { text: 'x' });
    bus.emit('ping:sent', { text: 'y' });
    expect(heard).toEqual(['first', 'second', 'first']);
  });
});

describe('the shop bus', () => {
  it('replays the favourites to a subscriber that comes later', () => {
    emit('favourites:changed', { favourites: ['A100'] });
    const heard: string[][] = [];
    const off = on('favourites:changed', ({ favourites }) => heard.push(favourites));
    off();
    expect(heard).toEqual([['A100']]);
    expect(shopEvents.last('favourites:changed')).toEqual({ favourites: ['A100'] });
  });

  it('does not replay one-shot interface events', () => {
    emit('ui:toast', { message: 'Carrello aggiornato' });
    const listener = jest.fn();
    const off = on('ui:toast', listener);
    off();
    expect(listener).not.toHaveBeenCalled();
  });

  it('has an instance id that tells two copies of the module apart', async () => {
    let otherCopy = '';
    await jest.isolateModulesAsync(async () => {
      otherCopy = (await import('./instance-id')).sharedInstanceId;
    });
    expect(sharedInstanceId).toMatch(/^[\w-]{8,}$/);
    expect(otherCopy).toMatch(/^[\w-]{8,}$/);
    expect(otherCopy).not.toBe(sharedInstanceId);
  });
});
