/** Where CLDR puts the first day of the week for our locales, for browsers without `Intl.Locale#getWeekInfo`. */
const SUNDAY_FIRST = new Set(['US', 'JP', 'BR', 'KR', 'CA', 'IL', 'MX']);

interface WeekInfoLocale {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
}

/** The first day of the week in `locale` (a BCP 47 tag): 0 Sunday … 6 Saturday. */
export function firstDayOfWeek(locale: string): number {
  try {
    const intl = new Intl.Locale(locale) as Intl.Locale & WeekInfoLocale;
    const info = intl.getWeekInfo?.() ?? intl.weekInfo;
    // Intl counts 1 (Monday) … 7 (Sunday).
    if (info && Number.isInteger(info.firstDay)) return info.firstDay % 7;
    return SUNDAY_FIRST.has(intl.maximize().region ?? '') ? 0 : 1;
  } catch {
    return 1;
  }
}
