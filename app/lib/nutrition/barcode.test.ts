import { describe, expect, it } from 'vitest';
import { isValidBarcode } from './barcode.ts';

describe('isValidBarcode', () => {
  it('accepts EAN-13 codes of real products', () => {
    for (const code of ['3017620422003', '3228857000852', '7622210288257', '3225350000501', '5449000214911']) {
      expect(isValidBarcode(code), code).toBe(true);
    }
  });

  it('accepts EAN-8 codes', () => {
    for (const code of ['54491472', '42105220', '90375323', '73513537']) expect(isValidBarcode(code), code).toBe(true);
  });

  it('accepts UPC-A codes, and the same code written as EAN-13 with a leading zero', () => {
    for (const code of ['036000291452', '012345678905', '0036000291452']) expect(isValidBarcode(code), code).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    for (const code of ['3017620422004', '3017620422002', '54491473', '036000291453', '012345678900']) {
      expect(isValidBarcode(code), code).toBe(false);
    }
  });

  it('rejects one typed digit wrong and two neighbours swapped', () => {
    expect(isValidBarcode('3017620432003')).toBe(false);
    expect(isValidBarcode('3017620242003')).toBe(false);
    expect(isValidBarcode('54494172')).toBe(false);
  });

  it('rejects other lengths, characters other than digits, and surrounding spaces', () => {
    for (const code of ['', '1234567', '123456789', '12345678901', '30176204220031', '3017620422OO3', '3017-620422003', ' 3017620422003', '3017620422003 ', '+3017620422003']) {
      expect(isValidBarcode(code), JSON.stringify(code)).toBe(false);
    }
  });
});
