/** "November 28, 2024", "28 novembre 2024"… for an ISO date (YYYY-MM-DD), in `locale`. */
export function formatBlogDate(isoDate: string, locale: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  // The date has no time of day: format it in UTC so no time zone moves it to the day before.
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}

/** "{title} — Pomolo", the title of a blog page in the browser tab. */
export function blogDocumentTitle(title: string): string {
  return `${title} — Pomolo`;
}
