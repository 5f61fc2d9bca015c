import { createHash } from 'node:crypto';
import { loadConfig } from '../../core/config';
import { refundAnswerMac, refundClientFor, refundRequestMac, refundUrl, standInRefundClient, xpayRefundClient } from './refund-gateway';

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');
const payment = {
  ...loadConfig({ LOG_LEVEL: 'silent' }).payment,
  alias: 'ALIAS_WEB_1',
  secretKey: 'SEGRETA',
  gatewayUrl: 'https://int-ecommerce.nexi.it/ecomm/ecomm/DispatcherServlet',
};

describe('refunds through the gateway', () => {
  it('signs the XPay refund request and checks its answer as the back-office API documents', () => {
    const fields = { apiKey: 'A', codiceTransazione: 'T1', importo: '5000', timeStamp: '1700000000000' };
    expect(refundRequestMac(fields, 'K')).toBe(sha1('apiKey=AcodiceTransazione=T1divisa=978importo=5000timeStamp=1700000000000K'));
    expect(refundAnswerMac({ esito: 'OK', idOperazione: '9', timeStamp: '1' }, 'K')).toBe(sha1('esito=OKidOperazione=9timeStamp=1K'));
    expect(refundUrl(payment.gatewayUrl)).toBe('https://int-ecommerce.nexi.it/ecomm/api/bo/storna');
  });

  it('sends the refund to the real gateway and accepts only a MAC-valid OK', async () => {
    const sent: { url: string; body: Record<string, string> }[] = [];
    const answer = (esito: string, mac?: string) => async (url: string | URL | Request, init?: RequestInit) => {
      sent.push({ url: String(url), body: JSON.parse(String(init?.body)) as Record<string, string> });
      const reply = { esito, idOperazione: '4242', timeStamp: 1700000000001 };
      return new Response(
        JSON.stringify({ ...reply, mac: mac ?? refundAnswerMac({ ...reply, timeStamp: String(reply.timeStamp) }, 'SEGRETA') }),
      );
    };
    const ok = await xpayRefundClient(payment, answer('OK') as typeof fetch).refund({ codTrans: 'LA1', importo: 2590 });
    expect(ok).toEqual({ ok: true, operationId: '4242', message: 'OK' });
    expect(sent[0]?.url).toBe('https://int-ecommerce.nexi.it/ecomm/api/bo/storna');
    expect(sent[0]?.body).toMatchObject({ apiKey: 'ALIAS_WEB_1', codiceTransazione: 'LA1', importo: '2590', divisa: '978' });
    expect(sent[0]?.body.mac).toBe(
      refundRequestMac(
        { apiKey: 'ALIAS_WEB_1', codiceTransazione: 'LA1', importo: '2590', timeStamp: sent[0]!.body.timeStamp! },
        'SEGRETA',
      ),
    );
    expect((await xpayRefundClient(payment, answer('KO') as typeof fetch).refund({ codTrans: 'LA1', importo: 1 })).ok).toBe(false);
    expect((await xpayRefundClient(payment, answer('OK', 'f'.repeat(40)) as typeof fetch).refund({ codTrans: 'LA1', importo: 1 })).ok).toBe(
      false,
    );
    const down = (async () => {
      throw new Error('connessione rifiutata');
    }) as typeof fetch;
    expect(await xpayRefundClient(payment, down).refund({ codTrans: 'LA1', importo: 1 })).toMatchObject({
      ok: false,
      message: 'connessione rifiutata',
    });
  });

  it('uses the stand-in without merchant credentials and the real gateway with them', async () => {
    expect(refundClientFor({ ...payment, gatewayUrl: null })).toBe(standInRefundClient);
    expect(refundClientFor(payment).gateway).toBe('xpay');
    expect(await standInRefundClient.refund({ codTrans: 'X', importo: 1 })).toMatchObject({
      ok: true,
      operationId: expect.stringMatching(/^STANDIN-/),
    });
  });
});
