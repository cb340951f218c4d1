/**
 * End-of-phase notifications. Permission is asked once, on the first Start; when notifications are
 * unsupported or denied the timer simply goes on without them.
 */

let asked = false;

export function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

export function requestNotificationPermissionOnce(): void {
  if (asked || !notificationsSupported()) return;
  asked = true;
  if (Notification.permission !== 'default') return;
  try {
    void Notification.requestPermission().catch(() => undefined);
  } catch {
    // Old Safari: callback-only API or a throw outside a gesture. Nothing to do.
  }
}

export function showNotification(title: string, body: string, tag: string): void {
  if (!notificationsSupported() || Notification.permission !== 'granted') return;
  try {
    const notification = new Notification(title, { body, tag, icon: '/favicon.svg' });
    notification.addEventListener('click', () => {
      window.focus();
      notification.close();
    });
  } catch {
    // Some mobile browsers allow notifications only from a service worker: go on without.
  }
}
