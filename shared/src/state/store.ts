import { createStore } from 'jotai';
import { connectStoreToEvents } from './store-events';

/** The one store of the shop; the shell's Provider and every remote use it. */
export const shopStore = createStore();

connectStoreToEvents(shopStore);
