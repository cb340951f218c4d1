/**
 * The settings dialog's chunk: loaded the first time the dialog opens (or when the pointer or focus
 * reaches the Settings button, so it is usually there by the click), never for the first paint.
 */
export const loadSettingsDialog = () => import('./components/settings-dialog.tsx');
