import { createStore } from 'jotai';

/**
 * The one jotai store of the app. React reads it through `<Provider store={store}>`; bridges
 * (service worker, timer worker) write to it from outside React with `store.set`.
 */
export const store = createStore();
