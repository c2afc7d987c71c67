import { describe, expect, it } from 'vitest';
import { clockText, countdownText, preciseText } from './clock-format.ts';

describe('timer digits', () => {
  it('formats clocks', () => {
    expect(clockText(0)).toBe('0:00');
    expect(clockText(90)).toBe('1:30');
    expect(clockText(3723)).toBe('1:02:03');
  });

  it('counts down by whole seconds, rounded up', () => {
    expect(countdownText(20_000)).toBe('0:20');
    expect(countdownText(19_001)).toBe('0:20');
    expect(countdownText(19_000)).toBe('0:19');
    expect(countdownText(1)).toBe('0:01');
    expect(countdownText(0)).toBe('0:00');
    expect(countdownText(-50)).toBe('0:00');
  });

  it('shows tenths with a decimal comma', () => {
    expect(preciseText(62_449)).toBe('1:02,4');
    expect(preciseText(5_000)).toBe('0:05,0');
  });
});
