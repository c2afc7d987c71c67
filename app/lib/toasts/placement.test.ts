import { describe, expect, it } from 'vitest';
import { chooseToastPlacement, overlaps } from './placement.ts';

// A 360 × 740 phone: the stack may use x 16–344, from below the top bar (64) to above the tab bar (664).
const area = { left: 16, right: 344, top: 64, bottom: 664 };
const button = (top: number, left = 250) => ({ left, right: left + 90, top, bottom: top + 40 });

describe('chooseToastPlacement', () => {
  it('stays bottom right while nothing is under it', () => {
    expect(chooseToastPlacement(area, 80, [])).toBe('bottom');
    expect(chooseToastPlacement(area, 80, [button(300)])).toBe('bottom');
  });

  it('moves to the top while it would cover a control at the bottom', () => {
    expect(chooseToastPlacement(area, 80, [button(600)])).toBe('top');
    // A taller stack reaches controls higher up.
    expect(chooseToastPlacement(area, 200, [button(480)])).toBe('top');
    expect(chooseToastPlacement(area, 80, [button(480)])).toBe('bottom');
  });

  it('when both spots cover controls, takes the one covering fewer, the bottom on a tie', () => {
    expect(chooseToastPlacement(area, 80, [button(600), button(80)])).toBe('bottom');
    expect(chooseToastPlacement(area, 80, [button(600), button(600, 40), button(80)])).toBe('top');
  });

  it("never goes to the top over the page's heading", () => {
    const heading = { left: 16, right: 300, top: 90, bottom: 130 };
    expect(chooseToastPlacement(area, 80, [button(600)], [heading])).toBe('bottom');
    // Scrolled out of the top spot, the heading no longer holds it back.
    expect(chooseToastPlacement(area, 80, [button(600)], [{ ...heading, top: -100, bottom: -60 }])).toBe('top');
  });

  it('ignores controls beside the stack', () => {
    expect(chooseToastPlacement({ ...area, left: 884, right: 1264 }, 80, [button(600, 300)])).toBe('bottom');
  });
});

describe('overlaps', () => {
  it('needs a shared area, not a shared edge', () => {
    expect(overlaps({ left: 0, top: 0, right: 10, bottom: 10 }, { left: 10, top: 0, right: 20, bottom: 10 })).toBe(false);
    expect(overlaps({ left: 0, top: 0, right: 10, bottom: 10 }, { left: 9, top: 9, right: 20, bottom: 20 })).toBe(true);
  });
});
