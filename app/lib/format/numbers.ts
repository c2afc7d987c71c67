/*
 * Numbers as French speakers type and read them: '72,5' or '72.5' typed, '1 234,5' pasted with
 * any of the spaces Intl puts between thousands; Intl fr-FR output ('22,9', '1 780').
 */

const LOCALE = 'fr-FR';
// Regular, no-break and narrow no-break spaces: thousands separators people type or paste.
const SPACES = /[\s\u00a0\u202f]/g;
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * What a person typed → a number. Empty → null (the schema decides whether that is allowed);
 * text that is not a plain decimal number → NaN, so validation can say "not a number" rather
 * than "required". No exponents, no thousands dots ('1.234,5' is not a number).
 */
export function parseDecimal(raw: string): number | null {
  const text = raw.replace(SPACES, '');
  if (text === '') return null;
  const normalised = text.replace(',', '.');
  if (!DECIMAL.test(normalised)) return Number.NaN;
  return Number(normalised);
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * French digits with exactly `decimals` decimals (22.94 → '22,9', 1780 → '1 780'), or at most
 * that many with `trimZeros` (25 → '25', 72.5 → '72,5').
 */
export function formatNumber(value: number, decimals = 0, options: { trimZeros?: boolean; signed?: boolean } = {}): string {
  const key = `${decimals}-${options.trimZeros ? 1 : 0}-${options.signed ? 1 : 0}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      minimumFractionDigits: options.trimZeros ? 0 : decimals,
      maximumFractionDigits: decimals,
      signDisplay: options.signed ? 'exceptZero' : 'auto',
    });
    formatters.set(key, format);
  }
  return format.format(value);
}

/**
 * A stored number written back into a text field the way a person types it: '72,5', never
 * '72,50' nor a thousands separator, so `parseDecimal` reads it back. Null → ''.
 */
export function formatDecimalInput(value: number | null | undefined, maxDecimals = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return formatNumber(value, maxDecimals, { trimZeros: true }).replace(SPACES, '');
}
