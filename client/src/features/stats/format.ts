const formats = new Map<string, Intl.NumberFormat>();

function unit(locale: string, value: number, name: 'hour' | 'minute'): string {
  const key = `${locale} ${name}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' });
    formats.set(key, format);
  }
  return format.format(value);
}

/** Focus time for people: `45 min`, `3 h 5 min`, `120 h` in the page's locale. */
export function formatFocusTime(locale: string, minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 60) return unit(locale, whole, 'minute');
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 || hours >= 100
    ? unit(locale, hours, 'hour')
    : `${unit(locale, hours, 'hour')} ${unit(locale, rest, 'minute')}`;
}
