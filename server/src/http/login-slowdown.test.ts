import { MAX_DELAY_MS, SLOWDOWN_AFTER, slowdownMs } from './login-slowdown';

describe('the sign-in slowdown per account', () => {
  it('waits nothing within the allowance, then doubles up to the longest wait', () => {
    expect(slowdownMs(1)).toBe(0);
    expect(slowdownMs(SLOWDOWN_AFTER)).toBe(0);
    expect(slowdownMs(SLOWDOWN_AFTER + 1)).toBe(250);
    expect(slowdownMs(SLOWDOWN_AFTER + 2)).toBe(500);
    expect(slowdownMs(SLOWDOWN_AFTER + 3)).toBe(1000);
    expect(slowdownMs(SLOWDOWN_AFTER + 100)).toBe(MAX_DELAY_MS);
  });
});
