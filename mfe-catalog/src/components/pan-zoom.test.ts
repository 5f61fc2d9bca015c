import { baseWidth, clampOffset, offsetAround, pictureSize, swipeDirection } from './pan-zoom';

describe('the zoom geometry', () => {
  it('shows the picture across a phone, and at twice what fits on a wide screen', () => {
    expect(baseWidth({ width: 412, height: 839 })).toBe(412);
    expect(baseWidth({ width: 1280, height: 720 })).toBe(960);
    expect(baseWidth({ width: 839, height: 412 })).toBeCloseTo(549.33, 1);
    expect(pictureSize({ width: 412, height: 839 }, 2.5)).toEqual({ width: 1030, height: 1545 });
  });

  it('pans only as far as the picture covers the stage, and centres what is smaller', () => {
    const stage = { width: 400, height: 800 };
    expect(clampOffset({ x: 500, y: -500 }, stage, { width: 1000, height: 1500 })).toEqual({ x: 300, y: -350 });
    expect(clampOffset({ x: 80, y: 20 }, stage, { width: 400, height: 600 })).toEqual({ x: 0, y: 0 });
  });

  it('keeps the pinched or tapped point in place while scaling', () => {
    expect(offsetAround({ x: 0, y: 0 }, { x: 100, y: 50 }, 1, 2)).toEqual({ x: -100, y: -50 });
    expect(offsetAround({ x: -100, y: -50 }, { x: 100, y: 50 }, 2, 1)).toEqual({ x: 0, y: 0 });
  });

  it('turns a sideways drag past the edge into a swipe, and a pan or a vertical drag into none', () => {
    expect(swipeDirection({ x: -120, y: 0 }, { x: 0, y: 0 }, { x: -120, y: 10 })).toBe('next');
    expect(swipeDirection({ x: 90, y: 0 }, { x: 0, y: 0 }, { x: 90, y: -5 })).toBe('previous');
    expect(swipeDirection({ x: -120, y: 0 }, { x: -100, y: 0 }, { x: -120, y: 0 })).toBeNull();
    expect(swipeDirection({ x: -60, y: 0 }, { x: 0, y: 0 }, { x: -60, y: 200 })).toBeNull();
  });
});
