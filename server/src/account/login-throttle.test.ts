import { SIGN_IN_ALLOWANCE, SIGN_IN_RULE } from './login-throttle';
import { lockMs } from '../core/http/shared-counters';

describe('the sign-in lock per account', () => {
  const rule = { ...SIGN_IN_RULE, allowance: SIGN_IN_ALLOWANCE };

  it('locks nothing within the allowance, then 2 s doubling up to five minutes', () => {
    expect(lockMs(1, rule)).toBe(0);
    expect(lockMs(SIGN_IN_ALLOWANCE, rule)).toBe(0);
    expect(lockMs(SIGN_IN_ALLOWANCE + 1, rule)).toBe(2_000);
    expect(lockMs(SIGN_IN_ALLOWANCE + 2, rule)).toBe(4_000);
    expect(lockMs(SIGN_IN_ALLOWANCE + 3, rule)).toBe(8_000);
    expect(lockMs(SIGN_IN_ALLOWANCE + 1_000, rule)).toBe(5 * 60_000);
  });
});
