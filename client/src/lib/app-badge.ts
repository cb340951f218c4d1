/**
 * The installed app's icon badge (Badging API). The browser call happens only when the number
 * changes, and never where the API is missing; a refused call (not installed, a permission policy)
 * is ignored: the badge is a nicety, never an error.
 */

type BadgeNavigator = Pick<Navigator, 'setAppBadge' | 'clearAppBadge'>;

export class AppBadge {
  /** What the badge shows now: a number, null (cleared) or undefined (not touched yet). */
  private shown: number | null | undefined = undefined;

  constructor(private readonly nav: Partial<BadgeNavigator> | undefined) {}

  /** Shows `count`, or clears the badge for null. */
  show(count: number | null): void {
    const nav = this.nav;
    if (!nav?.setAppBadge || !nav.clearAppBadge) return;
    if (count === this.shown) return;
    // Nothing to clear on a first call that clears: the page may not own a badge at all.
    const first = this.shown === undefined;
    this.shown = count;
    if (count === null && first) return;
    const call = count === null ? nav.clearAppBadge() : nav.setAppBadge(count);
    call.catch(() => undefined);
  }
}

/** The browser's badge (does nothing where there is none, and where pages are prerendered). */
export function browserAppBadge(): AppBadge {
  return new AppBadge(typeof navigator === 'undefined' ? undefined : navigator);
}
