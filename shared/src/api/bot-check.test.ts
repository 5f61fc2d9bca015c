import { botCheckToken, setBotCheckSiteKey } from './bot-check';

type Grecaptcha = { ready(callback: () => void): void; execute(key: string, options: { action: string }): Promise<string> };
const win = window as { grecaptcha?: Grecaptcha };

afterEach(() => {
  setBotCheckSiteKey(null);
  delete win.grecaptcha;
  document.getElementById('recaptcha-script')?.remove();
});

describe('bot check token', () => {
  it('is null while the check is off', async () => {
    expect(await botCheckToken()).toBeNull();
    expect(document.getElementById('recaptcha-script')).toBeNull();
  });

  it('loads the script once for a site key and sends null while it is not ready', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setBotCheckSiteKey('chiave-sito');
    setBotCheckSiteKey('chiave-sito');
    expect(document.querySelectorAll('#recaptcha-script')).toHaveLength(1);
    expect(document.getElementById('recaptcha-script')?.getAttribute('src')).toContain('render=chiave-sito');
    expect(await botCheckToken()).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('asks the ready script for a token of the newsletter action', async () => {
    const asked: unknown[] = [];
    win.grecaptcha = {
      ready: (callback) => callback(),
      execute: async (key, options) => {
        asked.push([key, options]);
        return 'token-123';
      },
    };
    setBotCheckSiteKey('chiave-sito');
    expect(await botCheckToken()).toBe('token-123');
    expect(asked).toEqual([['chiave-sito', { action: 'newsletter' }]]);
  });
});
