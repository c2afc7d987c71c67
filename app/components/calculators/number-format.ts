/*
 * What people type and what they read: French decimals ("72,5"), durations ("25:00",
 * "1:55:00"), and Intl 'fr-FR' output ("22,9", "1 780"). Framework-free so it is unit-tested
 * and shared by the calculator and timer forms.
 */

const LOCALE = 'fr-FR';
// Regular, no-break and narrow no-break spaces: French thousands separators people may paste.
const SPACES = /[\s\u00a0\u202f]/g;
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * undefined for an empty field (the formula decides whether that is allowed), NaN for text that
 * is not a number (the formula reports "Saisissez un nombre valide."), the number otherwise.
 * Both "72,5" and "72.5" are accepted; "1 234,5" too.
 */
export function parseDecimal(raw: string): number | undefined {
  const text = raw.replace(SPACES, '');
  if (text === '') return undefined;
  const normalised = text.replace(',', '.');
  if (normalised.includes(',') || !DECIMAL.test(normalised)) return Number.NaN;
  return Number(normalised);
}

/**
 * A duration in seconds. "mm:ss" and "h:mm:ss" (the last part may carry decimals: "9:58,4");
 * a plain number is read in `plainUnit` ("25" as 25 minutes for a race, 25 s for a rest).
 * Minutes and seconds after the first part must stay below 60.
 */
export function parseDuration(raw: string, plainUnit: 's' | 'min' = 's'): number | undefined {
  const text = raw.replace(SPACES, '');
  if (text === '') return undefined;
  if (!text.includes(':')) {
    const value = parseDecimal(text);
    return value === undefined ? undefined : value * (plainUnit === 'min' ? 60 : 1);
  }
  const parts = text.split(':');
  if (parts.length > 3 || parts.some((p) => p === '')) return Number.NaN;
  const numbers = parts.map((p, i) => (i === parts.length - 1 ? parseDecimal(p) : /^\d+$/.test(p) ? Number(p) : Number.NaN));
  if (numbers.some((n) => n === undefined || Number.isNaN(n) || n < 0)) return Number.NaN;
  const values = numbers as number[];
  if (values.slice(1).some((n) => n >= 60)) return Number.NaN;
  return values.reduce((total, n) => total * 60 + n, 0);
}

const formatters = new Map<string, Intl.NumberFormat>();

/** French digits with exactly `decimals` decimals: 22.94 → "22,9", 1780 → "1 780". */
export function formatNumber(value: number, decimals = 0, options: { trimZeros?: boolean } = {}): string {
  const key = `${decimals}-${options.trimZeros ? 1 : 0}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      minimumFractionDigits: options.trimZeros ? 0 : decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, format);
  }
  return format.format(value);
}

/** A value written back into a field: "72,5", never "72,50" nor a thousands separator. */
export function formatInputNumber(value: number, maxDecimals = 2): string {
  return formatNumber(value, maxDecimals, { trimZeros: true }).replace(SPACES, '');
}

/**
 * Seconds as a clock: "52:07", "1:55:00"; `decimals` keeps tenths for a lap ("1:02,4").
 * Rounded to the shown precision first, so 59.96 s reads "1:00", never "0:60".
 */
export function formatDuration(totalSeconds: number, decimals: 0 | 1 = 0): string {
  const factor = 10 ** decimals;
  const rounded = Math.round(Math.max(0, totalSeconds) * factor) / factor;
  const hours = Math.floor(rounded / 3600);
  const minutes = Math.floor((rounded % 3600) / 60);
  const seconds = rounded - hours * 3600 - minutes * 60;
  const secText = formatNumber(seconds, decimals).padStart(decimals ? 4 : 2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secText}` : `${minutes}:${secText}`;
}

/** Seconds for an input field ("25:00"), the form `parseDuration` reads back. */
export function formatInputDuration(totalSeconds: number): string {
  return formatDuration(totalSeconds);
}
