/** Where this browser keeps its sync settings (localStorage): the key and a device id (features/sync/controller.ts). */
export const SYNC_STORAGE_KEY = 'pomolo:sync';
