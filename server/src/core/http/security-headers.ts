import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/** reCAPTCHA v3 paths, allowed only when a site key is configured. */
const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://www.google.com/recaptcha/'],
};

/** Features the shop never uses; none of them may be turned on by a page or a frame. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** The origin of an absolute http(s) address, or null for a site path or anything else. */
export function absoluteOrigin(address: string | null | undefined): string | null {
  if (!address || !/^https?:\/\//i.test(address)) return null;
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

const unique = (values: (string | null)[]): string[] => [...new Set(values.filter((value): value is string => Boolean(value)))];

/** Origins of the remotes that the configuration places on another origin (absolute REMOTE_*_URL). */
export function remoteOrigins(config: Pick<AppConfig, 'remotes'>): string[] {
  return unique(Object.values(config.remotes).map(absoluteOrigin));
}

/** Where the payment form may post: the real gateway, or the stand-in under the shop's public origin. */
export function gatewayOrigins(config: Pick<AppConfig, 'payment'>): string[] {
  return unique([absoluteOrigin(config.payment.gatewayUrl), absoluteOrigin(config.payment.publicUrl)]);
}

/**
 * Outside production, the development server of `npm run dev` (DEV_ORIGIN): its files, and its
 * live-reload socket at the same host and port. Never in production.
 */
export function developmentOrigins(config: Pick<AppConfig, 'production' | 'devOrigin'>): { files: string[]; socket: string[] } {
  const origin = config.production ? null : absoluteOrigin(config.devOrigin);
  if (!origin) return { files: [], socket: [] };
  return { files: [origin], socket: [origin.replace(/^http/, 'ws')] };
}

type PolicyConfig = Pick<AppConfig, 'remotes' | 'payment' | 'botCheck' | 'production' | 'devOrigin'>;

/**
 * The shop's Content-Security-Policy: its own origin, the remotes' origins (configured, and those of
 * the served releases hosted elsewhere), the gateway for the
 * payment form and reCAPTCHA only when configured, and outside production a development server.
 * Scripts never run inline or from eval.
 */
export function contentSecurityPolicy(config: PolicyConfig, releaseOrigins: readonly string[] = []): string {
  const development = developmentOrigins(config);
  const remotes = [...remoteOrigins(config), ...releaseOrigins, ...development.files];
  const recaptcha = Boolean(config.botCheck.siteKey);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remotes, ...(recaptcha ? RECAPTCHA.script : [])]],
    ['style-src', ["'self'", ...remotes]],
    ['img-src', ["'self'", 'data:', ...remotes]],
    ['font-src', ["'self'", ...remotes]],
    ['connect-src', ["'self'", ...remotes, ...development.socket, ...(recaptcha ? RECAPTCHA.connect : [])]],
    ['frame-src', recaptcha ? RECAPTCHA.frame : ["'none'"]],
    ['form-action', ["'self'", ...gatewayOrigins(config)]],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ');
}

/**
 * Files a browser never shows as a page of their own: scripts, stylesheets, fonts and raster
 * pictures. The page-only headers (the policy, framing, permissions, opener, referrer) do nothing on
 * them, and a page's first load fetches many: they get `nosniff` alone. An SVG can run as a page,
 * so it keeps every header.
 */
const SUBRESOURCE =
  /^(?:application\/javascript|text\/javascript|text\/css|font\/|image\/(?:png|jpeg|webp|avif|gif|x-icon|vnd\.microsoft\.icon))/;

export const isSubresource = (contentType: unknown) => typeof contentType === 'string' && SUBRESOURCE.test(contentType);

/** The policy as the served releases change: made again only when their origins do. */
export interface PolicySource {
  current(): string;
  /** The origins of the releases served now have changed. */
  update(releaseOrigins: readonly string[]): void;
}

export function policySource(config: PolicyConfig): PolicySource {
  let policy = contentSecurityPolicy(config);
  return {
    current: () => policy,
    update: (origins) => void (policy = contentSecurityPolicy(config, origins)),
  };
}

/**
 * Headers on every reply (scripts, stylesheets, fonts and raster pictures only `nosniff`). A route
 * that sends a page of its own (the stand-in gateway) may set a stricter Content-Security-Policy,
 * which is kept.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: PolicyConfig, source: PolicySource = policySource(config)): void {
  // Made once: the same headers go on every reply (a plain callback, no promise per reply).
  const fixed = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
  };
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isSubresource(reply.getHeader('content-type'))) {
      reply.header('x-content-type-options', 'nosniff');
      if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      done(null, payload);
      return;
    }
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', source.current());
    reply.headers(fixed);
    // Calls answer with sessions, orders, accounts and staff data: no browser or proxy keeps them.
    if (request.method === 'POST' && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done(null, payload);
  });
}
