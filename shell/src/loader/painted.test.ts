import { painted } from './painted';

describe('start-up waits for the first paint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  };

  it('goes on in the task after the next frame', async () => {
    let frame: FrameRequestCallback | undefined;
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => ((frame = callback), 1));
    const done = settled(painted());
    await Promise.resolve();
    expect(done()).toBe(false);
    frame!(0);
    await jest.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it('goes on after a short wait where no frame comes (a hidden tab)', async () => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    const done = settled(painted());
    await jest.advanceTimersByTimeAsync(99);
    expect(done()).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });
});
