import { createEventBus } from './event-bus';
import { replayedEvents, type ShopEvents } from './event-map';

/** The one bus of the shop; @shop/shared is a federation singleton, so host and remotes share it. */
export const shopEvents = createEventBus<ShopEvents>(replayedEvents);

export const emit: typeof shopEvents.emit = (name, payload) => shopEvents.emit(name, payload);
export const on: typeof shopEvents.on = (name, listener) => shopEvents.on(name, listener);
