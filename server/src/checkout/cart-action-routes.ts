import { cartQuoteRequestSchema, paymentPayloadSchema, paymentResultSchema, type PaymentPayload } from '@shop/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../core/app-deps';
import { parseOrThrow } from '../core/http/errors';
import { gatewayOrigins } from '../core/http/security-headers';
import { PAYMENT_PATHS, paymentPayload, returnTokenOf, withReturnToken } from './payment/payment-request';
import { startReservationExpiry } from './stock/reservations';
import { gatewayResult, isStandInCard } from './payment/stand-in-gateway';
import { gatewayPage, gatewayPagePolicy, invalidRequestPage } from './payment/stand-in-page';
import { requestMac, resultMac, sameMac } from './payment/xpay-mac';
import { priceCart, servesCountry } from './pricing/pricing';
import { serverText } from '../core/http/messages';
import { legacyPaths } from '../core/http/legacy-paths';
import { quoteVat } from './pricing/quote-vat';
import { requestLanguage, sessionToken } from '../core/http/request-context';
import { shopOrigin } from '../core/http/shop-origin';
import { resultSettler } from './payment/gateway-results';

type Fields = Record<string, string>;

const formFields = (value: unknown): Fields =>
  value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value as Record<string, unknown>).filter(([, v]) => typeof v === 'string') as [string, string][])
    : {};

const withQuery = (url: string, fields: Record<string, string | number>) =>
  `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;

/**
 * Cart pricing, the payment result endpoints (return, cancel, server-to-server notification) and,
 * without merchant credentials, the stand-in hosted payment page.
 */
export function registerCartActions(app: FastifyInstance, deps: AppDeps): void {
  const { db, config, vies } = deps;
  const routes = (path: string) => legacyPaths(config.appName, path);
  /**
   * The shop's return page: the order's token (when the return carried one) lets the page read the
   * order's real state from the server; `outcome` only picks the page's first words.
   */
  const returnPage = (outcome: string, token: string | null) =>
    `${withReturnToken(`${config.apiBase}/${outcome === 'OK' ? PAYMENT_PATHS.ok : PAYMENT_PATHS.ko}`, token)}${token ? '&' : '?'}outcome=${outcome}`;

  const settle = resultSettler(app, deps);

  /**
   * A result is the gateway's only when its MAC, computed over the fields exactly as received,
   * matches, and it names this merchant (when it names one at all).
   */
  const authentic = (result: ReturnType<typeof paymentResultSchema.parse>, raw: Fields) =>
    (result.alias === undefined || result.alias === config.payment.alias) &&
    sameMac(resultMac({ ...result, importo: raw.importo ?? '', codAut: raw.codAut ?? '' }, config.payment.secretKey), result.mac);

  /**
   * The stand-in's server-to-server notification. Like the real gateway it tries again when the
   * shop could not be reached or failed (a reused keep-alive connection the shop had just closed
   * loses a POST): a cancelled payment's result has no other way in, and its pieces would stay
   * reserved until the reservation ran out.
   */
  async function notifyShop(url: string, result: Record<string, string>): Promise<void> {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', connection: 'close' },
          body: new URLSearchParams(result).toString(),
          signal: AbortSignal.timeout(10_000),
        });
        await response.text();
        if (response.status < 500) return;
        app.log.warn({ status: response.status, attempt }, 'stand-in gateway notification refused');
      } catch (error) {
        app.log.warn({ err: error, attempt }, 'stand-in gateway notification failed');
      }
    }
  }

  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    for (const url of routes('CartAction/quote')) {
      scope.post(url, async (request) => {
        const { cart, country, vatNumber } = parseOrThrow(cartQuoteRequestSchema, request.body ?? {});
        if (!servesCountry(country)) return { error: true, message: serverText(requestLanguage(request), 'countryNotServed') };
        const buyer = await quoteVat(db, sessionToken(request), country, vatNumber ?? '', vies);
        return { error: false, quote: await priceCart(db, cart, buyer, requestLanguage(request)) };
      });
    }

    // Server-to-server notification: 200 only for a valid MAC; settles once, replays change nothing.
    for (const url of routes(PAYMENT_PATHS.notify)) {
      scope.post(url, async (request, reply) => {
        const raw = formFields(request.body);
        const parsed = paymentResultSchema.safeParse(raw);
        if (!parsed.success) return reply.code(400).type('text/plain').send('campi mancanti o non validi');
        if (!authentic(parsed.data, raw)) {
          request.log.warn({ codTrans: parsed.data.codTrans }, 'payment notification refused: MAC or alias not valid');
          return reply.code(403).type('text/plain').send('MAC non valido');
        }
        const outcome = await settle(parsed.data, raw, reply);
        if (outcome.kind === 'unknown') return reply.code(404).type('text/plain').send('transazione sconosciuta');
        if (outcome.kind === 'amount') return reply.code(400).type('text/plain').send('importo non corrispondente');
        return reply.code(200).type('text/plain').send('OK');
      });
    }

    // The shopper's return: a valid MAC may settle too (the notification may be late); then the outcome page.
    for (const url of routes(PAYMENT_PATHS.result)) {
      scope.get(url, async (request, reply) => {
        const query = formFields(request.query);
        const token = returnTokenOf(query);
        // The gateway's fields alone are kept with the transaction: never the token, whose hash only is stored.
        const raw = Object.fromEntries(Object.entries(query).filter(([name]) => name !== 't'));
        const parsed = paymentResultSchema.safeParse(raw);
        if (!parsed.success || !authentic(parsed.data, raw)) return reply.redirect(returnPage('ERRORE', token), 303);
        const outcome = await settle(parsed.data, raw, reply);
        const ok = parsed.data.esito === 'OK' && outcome.kind !== 'unknown' && outcome.kind !== 'amount';
        return reply.redirect(returnPage(ok ? 'OK' : parsed.data.esito === 'OK' ? 'ERRORE' : parsed.data.esito, token), 303);
      });
    }

    // Cancel (url_back): carries no MAC, so it changes nothing; the notification or the expiry does.
    for (const url of routes(PAYMENT_PATHS.back)) {
      scope.get(url, async (request, reply) => reply.redirect(returnPage('ANNULLO', returnTokenOf(formFields(request.query))), 303));
    }

    if (config.payment.gatewayUrl !== null) return;
    app.log.warn(
      { gateway: `${config.apiBase}/${PAYMENT_PATHS.standIn}`, alias: config.payment.alias },
      'STAND-IN PAYMENT GATEWAY: XPAY_ALIAS and XPAY_SECRET_KEY are not both set, so card payments go to the built-in test gateway and nothing is charged',
    );
    const submitUrl = `${config.apiBase}/${PAYMENT_PATHS.standInSubmit}`;

    /**
     * The stand-in checks a request as the real gateway does (known alias, valid MAC) and, since the
     * MAC covers only codTrans, divisa and importo, sends results and shoppers only to the shop's
     * own result, cancel and notification addresses: never a blind request to, or a redirect
     * towards, an address the browser chose.
     */
    const checkRequest = (request: FastifyRequest): PaymentPayload | null => {
      const raw = formFields(request.body);
      const parsed = paymentPayloadSchema.safeParse({ ...raw, action: submitUrl, importo: Number(raw.importo) });
      if (!parsed.success || parsed.data.alias !== config.payment.alias) return null;
      const token = returnTokenOf(parsed.data.url);
      if (!token) return null;
      const own = paymentPayload(config, shopOrigin(config, request), { ...parsed.data, language: 'ita', token });
      if (parsed.data.url !== own.url || parsed.data.url_back !== own.url_back || parsed.data.urlpost !== own.urlpost) return null;
      return sameMac(requestMac(parsed.data, config.payment.secretKey), parsed.data.mac) ? parsed.data : null;
    };
    // The stand-in is a page of its own: a policy with only its stylesheet, returning to the shop.
    const policy = gatewayPagePolicy(gatewayOrigins(config));
    const html = (reply: FastifyReply, code: number, body: string) =>
      reply
        .code(code)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', policy)
        .send(body);

    for (const url of routes(PAYMENT_PATHS.standIn)) {
      scope.post(url, async (request, reply) => {
        const payload = checkRequest(request);
        if (!payload) return html(reply, 400, invalidRequestPage(formFields(request.body).languageId === 'ENG' ? 'ENG' : 'ITA'));
        return html(reply, 200, gatewayPage(payload, submitUrl));
      });
    }

    for (const url of routes(PAYMENT_PATHS.standInSubmit)) {
      scope.post(url, async (request, reply) => {
        const payload = checkRequest(request);
        const form = formFields(request.body);
        if (!payload) return html(reply, 400, invalidRequestPage(form.languageId === 'ENG' ? 'ENG' : 'ITA'));
        const cancelled = form.scelta === 'annulla';
        if (!cancelled && !isStandInCard(form.pan ?? '')) {
          const message =
            payload.languageId === 'ENG' ? 'Card not accepted by the test gateway' : 'Carta non accettata dal gateway di prova';
          return html(reply, 200, gatewayPage(payload, submitUrl, message));
        }
        const result = gatewayResult(payload, cancelled ? null : (form.pan ?? ''), config.payment.secretKey);
        request.log.info({ codTrans: payload.codTrans, esito: result.esito }, 'stand-in gateway result (test payment, nothing charged)');
        // Notify the shop first, as the gateway does; a failure here is retried by the return page.
        await notifyShop(payload.urlpost, result);
        if (cancelled) {
          const back = {
            codTrans: payload.codTrans,
            importo: payload.importo,
            divisa: payload.divisa,
            esito: 'ANNULLO',
            alias: payload.alias,
          };
          return reply.redirect(withQuery(payload.url_back, back), 303);
        }
        return reply.redirect(withQuery(payload.url, result), 303);
      });
    }
  });

  const expiry = startReservationExpiry(db, config.payment.reservationMinutes, app.log);
  app.addHook('onClose', async () => expiry.stop());
}
