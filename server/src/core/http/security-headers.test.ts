import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../app/app';
import { loadConfig, type AppConfig } from '../config';
import type { Db } from '../db/client';
import { gatewayPage, gatewayPagePolicy } from '../../checkout/payment/stand-in-page';
import { testConfig } from '../../../test/support/test-shop';
import { contentSecurityPolicy, PERMISSIONS_POLICY, registerSecurityHeaders } from './security-headers';

const noDatabase = {} as Db;
const missing = path.join(tmpdir(), 'no-such-build');

/** The policy as a map of directive to its sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const configWith = (env: Record<string, string>): AppConfig => loadConfig({ LOG_LEVEL: 'silent', ...env });

describe('Content-Security-Policy from the configuration', () => {
  it('allows only the shop itself by default: no inline script, no eval, no frames, no plugins', () => {
    const policy = directives(contentSecurityPolicy(testConfig()));
    expect(policy).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'frame-src': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'self'"],
      'object-src': ["'none'"],
    });
    const text = contentSecurityPolicy(testConfig());
    expect(text).not.toContain('unsafe-inline');
    expect(text).not.toContain('unsafe-eval');
  });

  it('adds the origin of a remote served elsewhere to scripts, styles, images, fonts and requests', () => {
    const config = configWith({
      REMOTE_CART_URL: 'https://cart.cdn.example.com/v3/remoteEntry.js',
      REMOTE_CMS_URL: 'https://cms.example.org:8443/remoteEntry.js',
    });
    const policy = directives(contentSecurityPolicy(config));
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src']) {
      expect(policy[name]).toEqual(expect.arrayContaining(['https://cart.cdn.example.com', 'https://cms.example.org:8443']));
    }
    // Only the origin, never the path, and not for forms or frames.
    expect(contentSecurityPolicy(config)).not.toContain('/v3/');
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('lets the payment form post to the real gateway only when one is configured', () => {
    const standIn = configWith({ XPAY_URL: 'https://ecommerce.nexi.it/ecomm/ecomm/DispatcherServlet' });
    expect(standIn.payment.gatewayUrl).toBeNull();
    expect(directives(contentSecurityPolicy(standIn))['form-action']).toEqual(["'self'"]);

    const real = configWith({
      XPAY_ALIAS: 'ALIAS_WEB_0001',
      XPAY_SECRET_KEY: 'segreto',
      XPAY_URL: 'https://ecommerce.nexi.it/ecomm/ecomm/DispatcherServlet',
    });
    expect(directives(contentSecurityPolicy(real))['form-action']).toEqual(["'self'", 'https://ecommerce.nexi.it']);
  });

  it('lets forms return to PUBLIC_URL when the gateway reaches the shop at another origin', () => {
    const config = configWith({ PUBLIC_URL: 'https://negozio.example.it/' });
    expect(directives(contentSecurityPolicy(config))['form-action']).toEqual(["'self'", 'https://negozio.example.it']);
  });

  it('admits the development server of `npm run dev` (DEV_ORIGIN) and its live-reload socket, never in production', () => {
    const development = configWith({ NODE_ENV: 'development', DEV_ORIGIN: 'http://127.0.0.1:3101/' });
    expect(development.devOrigin).toBe('http://127.0.0.1:3101');
    const policy = directives(contentSecurityPolicy(development));
    for (const name of ['script-src', 'style-src', 'font-src']) expect(policy[name]).toEqual(["'self'", 'http://127.0.0.1:3101']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'http://127.0.0.1:3101']);
    expect(policy['connect-src']).toEqual(["'self'", 'http://127.0.0.1:3101', 'ws://127.0.0.1:3101']);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(contentSecurityPolicy(development)).not.toContain('unsafe-eval');

    const production = configWith({ NODE_ENV: 'production', DEV_ORIGIN: 'http://127.0.0.1:3101' });
    expect(contentSecurityPolicy(production)).toBe(contentSecurityPolicy(configWith({ NODE_ENV: 'production' })));
    expect(contentSecurityPolicy(production)).not.toContain('3101');
    expect(() => configWith({ DEV_ORIGIN: 'ws://127.0.0.1:3101' })).toThrow(/DEV_ORIGIN/);
  });

  it("allows reCAPTCHA's script, frame and requests only with a site key", () => {
    const off = contentSecurityPolicy(testConfig());
    expect(off).not.toContain('google');
    expect(off).not.toContain('gstatic');

    const on = directives(contentSecurityPolicy(configWith({ RECAPTCHA_SITE_KEY: 'site-key' })));
    expect(on['script-src']).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
    expect(on['frame-src']).toEqual(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']);
    expect(on['connect-src']).toEqual(["'self'", 'https://www.google.com/recaptcha/']);
    expect(on['img-src']).toEqual(["'self'", 'data:']);
  });
});

describe('security headers on replies', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ db: noDatabase, config: testConfig({ shellDist: missing, remoteDist: () => missing }), logger: false });
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends the policy and the other headers on pages, API replies and errors', async () => {
    for (const url of ['/', '/items/detail/3', '/mf/remotes.json', '/wa/API/nothing']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toBe(contentSecurityPolicy(testConfig()));
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('lets no browser or proxy keep the reply of a call (sessions, orders, staff data)', async () => {
    for (const url of ['/wa/AccountAction/storedSession', '/wa/API/read', '/wa/StaffAction/session', '/wa/API/nothing']) {
      const response = await app.inject({ method: 'POST', url, payload: {} });
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const page = await app.inject({ method: 'GET', url: '/mf/remotes.json' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('asks for HTTPS only on a request that came over HTTPS', async () => {
    const https = await app.inject({ method: 'GET', url: '/mf/remotes.json', headers: { 'x-forwarded-proto': 'https' } });
    // Without TRUST_PROXY a forwarded header is not believed.
    expect(https.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers on the files a page loads', () => {
  const files: Record<string, string> = {
    '/main.js': 'application/javascript; charset=utf-8',
    '/main.css': 'text/css; charset=utf-8',
    '/inter.woff2': 'font/woff2',
    '/front.webp': 'image/webp',
    '/front.svg': 'image/svg+xml',
    '/page': 'text/html; charset=utf-8',
    '/call': 'application/json; charset=utf-8',
  };
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerSecurityHeaders(app, testConfig());
    for (const [url, type] of Object.entries(files)) app.get(url, (_request, reply) => reply.type(type).send('x'));
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends scripts, stylesheets, fonts and raster pictures nosniff alone, and pages, calls and SVG every header', async () => {
    for (const [url, type] of Object.entries(files)) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const page = ['/front.svg', '/page', '/call'].includes(url);
      for (const header of [
        'content-security-policy',
        'x-frame-options',
        'referrer-policy',
        'permissions-policy',
        'cross-origin-opener-policy',
      ])
        expect({ url, header, sent: response.headers[header] !== undefined }).toEqual({ url, header, sent: page });
    }
  });
});

describe('security headers behind a trusted proxy', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const config = testConfig({ shellDist: missing, remoteDist: () => missing, trustProxy: 1 });
    app = await buildApp({ db: noDatabase, config, logger: false });
    await app.ready();
  });
  afterAll(() => app.close());

  it('asks for HTTPS for a year when the proxy says the request was HTTPS', async () => {
    const https = await app.inject({ method: 'GET', url: '/mf/remotes.json', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await app.inject({ method: 'GET', url: '/mf/remotes.json', headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the stand-in gateway page', () => {
  const payload = {
    action: '/wa/CartAction/gateway',
    alias: 'STANDIN_LANTERNA',
    importo: 4990,
    codTrans: 'LA20261121ABC123',
    divisa: 'EUR' as const,
    mac: 'f'.repeat(40),
    url: 'https://negozio.example.it/wa/CartAction/result',
    url_back: 'https://negozio.example.it/wa/CartAction/back',
    urlpost: 'https://negozio.example.it/wa/CartAction/notify',
    languageId: 'ITA' as const,
  };

  it('has no script and no inline style attribute, and its policy allows exactly its one stylesheet', () => {
    const html = gatewayPage(payload, '/wa/CartAction/gateway/submit', 'Carta non accettata');
    expect(html).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    const policy = directives(gatewayPagePolicy(['https://negozio.example.it']));
    expect(policy).toEqual({
      'default-src': ["'none'"],
      'style-src': [`'sha256-${hash}'`],
      'form-action': ["'self'", 'https://negozio.example.it'],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'none'"],
    });
  });
});

describe('TRUST_PROXY and RATE_LIMIT_FACTOR', () => {
  it('believes no proxy by default and reads a hop count or addresses', () => {
    expect(configWith({}).trustProxy).toBe(false);
    expect(configWith({}).rateLimitFactor).toBe(1);
    expect(configWith({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(configWith({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(configWith({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8']);
    expect(configWith({ RATE_LIMIT_FACTOR: '50' }).rateLimitFactor).toBe(50);
    expect(() => configWith({ TRUST_PROXY: 'sure' })).toThrow(/TRUST_PROXY/);
    expect(() => configWith({ RATE_LIMIT_FACTOR: '0' })).toThrow(/RATE_LIMIT_FACTOR/);
  });
});
