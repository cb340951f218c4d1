/** Focus time for people: `45 min`, `3 h 5 min`, `120 h` in the page's locale. */
export function formatFocusTime(locale: string, minutes: number): string {
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const whole = Math.round(minutes);
  if (whole < 60) return unit(whole, 'minute');
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 || hours >= 100 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}
