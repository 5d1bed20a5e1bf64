import { describe, expect, it } from 'vitest';
import {
  CAROUSEL,
  STRIP_MEDIA,
  currentIndex,
  layoutFor,
  nextIndex,
  pageCount,
  pageOf,
  previousIndex,
  stripPosition,
  visibleCount,
} from './paging';

describe('carousel constants (SPEC §2, §9)', () => {
  it('shows 5 per slide, autoplays every 4 s, strip scrolls 1 px every 15 ms', () => {
    expect(CAROUSEL).toMatchObject({
      perSlide: 5,
      addedToCartPerSlide: 4,
      autoplayMs: 4000,
      largeBreakpoint: 1200,
      smallBreakpoint: 767,
      stripStepPx: 1,
      stripIntervalMs: 15,
    });
    expect(STRIP_MEDIA).toBe('(max-width: 767px)');
  });
});

describe('layoutFor', () => {
  it.each([
    [1920, { kind: 'slides', perView: 5 }],
    [1201, { kind: 'slides', perView: 5 }],
    [1200, { kind: 'slides', perView: 3 }],
    [768, { kind: 'slides', perView: 3 }],
    [767, { kind: 'strip' }],
    [390, { kind: 'strip' }],
  ])('%i px → %o', (width, layout) => {
    expect(layoutFor(width)).toEqual(layout);
  });

  it('never shows more per slide on medium screens than on large ones', () => {
    expect(layoutFor(1000, 2)).toEqual({ kind: 'slides', perView: 2 });
    expect(layoutFor(1300, 4)).toEqual({ kind: 'slides', perView: 4 });
  });
});

describe('measuring', () => {
  it('counts the items fully in view', () => {
    // 5 items of 240 px with 16 px gaps: 5 × 240 + 4 × 16 = 1264 px.
    expect(visibleCount(1264, 256, 16)).toBe(5);
    expect(visibleCount(1263.6, 256, 16)).toBe(5); // sub-pixel layout
    expect(visibleCount(600, 196, 16)).toBe(3); // a strip: partly visible items do not count
    expect(visibleCount(100, 256, 16)).toBe(1);
    expect(visibleCount(100, 0, 16)).toBe(1);
  });

  it('finds the first item in view from the scroll position', () => {
    expect(currentIndex(0, 256)).toBe(0);
    expect(currentIndex(1280, 256)).toBe(5);
    expect(currentIndex(1275, 256)).toBe(5);
    expect(currentIndex(-10, 256)).toBe(0);
    expect(currentIndex(500, 0)).toBe(0);
  });
});

describe('paging with 12 items, 5 per slide', () => {
  it.each([
    // current, atEnd, next
    [0, false, 5],
    [5, false, 7], // the last slide is flush with the end: items 7–11
    [7, false, 0], // from the last slide, back to the start
    [3, true, 0], // the scroll is at its end whatever the index says
    [6, false, 7],
  ])('next from %i (at end: %s) → %i', (current, atEnd, expected) => {
    expect(nextIndex(current, 5, 12, atEnd)).toBe(expected);
  });

  it.each([
    [7, 2],
    [5, 0],
    [2, 0],
    [0, 7], // from the start, to the last slide
    [11, 2], // an index past the last slide counts as the last slide
  ])('previous from %i → %i', (current, expected) => {
    expect(previousIndex(current, 5, 12)).toBe(expected);
  });

  it('counts slides and knows which one is shown', () => {
    expect(pageCount(12, 5)).toBe(3);
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(5, 5)).toBe(1);
    expect([0, 4, 5, 6, 7, 11].map((i) => pageOf(i, 5, 12))).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('stays put when everything fits', () => {
    expect(nextIndex(0, 5, 3)).toBe(0);
    expect(previousIndex(0, 5, 3)).toBe(0);
  });
});

describe('mobile strip', () => {
  it('moves one step at a time and starts over at the end', () => {
    expect(stripPosition(0, 500)).toBe(1);
    expect(stripPosition(499, 500)).toBe(500);
    expect(stripPosition(500, 500)).toBe(0);
    expect(stripPosition(10, 0)).toBe(0);
    expect(stripPosition(10, 500, 3)).toBe(13);
  });
});
