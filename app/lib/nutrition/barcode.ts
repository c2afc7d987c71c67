/*
 * Barcodes printed on food packs: EAN-13, EAN-8 and UPC-A (12 digits). All three end with a GS1
 * mod-10 check digit, so one typo in a hand-typed code is caught before asking Open Food Facts.
 */

const BARCODE_LENGTHS = new Set([8, 12, 13]);

/**
 * True when `code` is 8, 12 or 13 digits whose last digit is the GS1 check digit: weights 3 and 1
 * alternate from the digit next to the check digit leftwards. No spaces or other characters:
 * the entry field strips them before asking.
 */
export function isValidBarcode(code: string): boolean {
  if (!/^\d+$/.test(code) || !BARCODE_LENGTHS.has(code.length)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop();
  const sum = digits.reverse().reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}
