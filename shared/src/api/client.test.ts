import { languageAtom } from '../state/preference-atoms';
import { endSessionAtom, sessionTokenAtom } from '../state/session-atoms';
import { shopStore } from '../state/store';
import { setApiBase } from './api-base';
import { ApiError, failureMessage } from './api-error';
import { accountAction } from './send-account-action';
import { createApiClient } from './client';
import { xapiList } from './list-records';
import { apiRead } from './read-entities';

function reply(status: number, body: unknown): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText: `status ${status}`, text: async () => text } as Response;
}

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const sentHeaders = (call = 0) => (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
  setApiBase('/Apps/WebObjects/Shop.woa/wa');
  shopStore.set(endSessionAtom);
  shopStore.set(languageAtom, 'ita');
});

describe('the API client', () => {
  it('posts API/read under the api base with the generic headers', async () => {
    const page = { records: [{ id: 1 }], pageItems: 1, pages: 1, currentPage: 1, totalCount: 1 };
    fetchMock.mockResolvedValue(reply(200, page));
    setApiBase('/Apps/WebObjects/Bottega.woa/wa/');

    await expect(apiRead({ entity: 'Articolo', pagination: { page: 1, limit: 8 } })).resolves.toEqual(page);

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/Apps/WebObjects/Bottega.woa/wa/API/read');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ entity: 'Articolo', pagination: { page: 1, limit: 8 } });
    expect(sentHeaders()).toMatchObject({ 'x-language-code': 'ita', 'x-country-code': 'IT' });
    expect(sentHeaders()).not.toHaveProperty('authorization');
    expect(sentHeaders()).not.toHaveProperty('x-admin');
  });

  it('adds the session headers when a session exists, and the admin flag only in admin mode', async () => {
    fetchMock.mockResolvedValue(reply(200, { error: false }));
    shopStore.set(sessionTokenAtom, 'token-abc');
    shopStore.set(languageAtom, 'eng');

    await accountAction('logout', {});
    await createApiClient({ admin: true }).action('logout', {});

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/Apps/WebObjects/Shop.woa/wa/AccountAction/logout');
    expect(sentHeaders(0)).toMatchObject({ authorization: 'Bearer token-abc', 'x-stored-session': 'token-abc', 'x-language-code': 'eng' });
    expect(sentHeaders(0)).not.toHaveProperty('x-admin');
    expect(sentHeaders(1)).toMatchObject({ 'x-admin': 'true' });
  });

  it("posts a path starting with '/' to the shop's own path, not under the api base", async () => {
    fetchMock.mockResolvedValue(reply(200, { error: false, pins: [] }));
    await createApiClient({ admin: true }).post('/ops/remotes/pins', { pins: [] });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/ops/remotes/pins');
  });

  it('turns an HTTP failure into an ApiError', async () => {
    fetchMock.mockResolvedValue(reply(400, { error: true, message: 'Entità sconosciuta', statusCode: 400 }));
    const call = apiRead({ entity: 'Nope' });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      message: 'Entità sconosciuta',
      url: '/Apps/WebObjects/Shop.woa/wa/API/read',
    });
  });

  it('keeps the message of a refusal, which failureMessage shows for a 4xx (429 included) and no other failure', async () => {
    fetchMock
      .mockResolvedValueOnce(reply(429, { error: true, message: 'Troppi tentativi, riprova tra qualche minuto', statusCode: 429 }))
      .mockResolvedValueOnce(reply(400, { error: true, message: 'Valore non valido per email', statusCode: 400 }))
      .mockResolvedValueOnce(reply(429, ''))
      .mockResolvedValueOnce(reply(500, { error: true, message: 'Errore interno del server', statusCode: 500 }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const shown: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const error: unknown = await accountAction('logout', {}).catch((failure: unknown) => failure);
      shown.push(failureMessage(error, 'testo del remote'));
    }
    expect(shown).toEqual([
      'Troppi tentativi, riprova tra qualche minuto',
      'Valore non valido per email',
      'testo del remote',
      'testo del remote',
      'testo del remote',
    ]);
  });

  it('reports network failures and unreadable replies', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(reply(200, '<html>'));
    await expect(apiRead({ entity: 'Articolo' })).rejects.toMatchObject({ kind: 'network' });
    await expect(apiRead({ entity: 'Articolo' })).rejects.toMatchObject({ kind: 'parse' });
  });

  it('raises the server message of an XAPI/list error reply', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, { error: false, records: [{ name: 'taglie' }] }));
    fetchMock.mockResolvedValueOnce(reply(200, { error: true, message: 'Container non trovato' }));
    await expect(xapiList({ entity: 'Container', expression: { name: 'taglie' } })).resolves.toEqual([{ name: 'taglie' }]);
    await expect(xapiList({ entity: 'Container', expression: { name: 'x' } })).rejects.toMatchObject({
      kind: 'server',
      message: 'Container non trovato',
    });
  });

  it('hands back the abort of a call the caller aborted, not an ApiError', async () => {
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    const call = apiRead({ entity: 'Articolo' });
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    await expect(call).rejects.not.toBeInstanceOf(ApiError);
  });

  it('hands account action replies with error: true back to the caller', async () => {
    fetchMock.mockResolvedValue(reply(200, { error: true, message: 'Credenziali non valide' }));
    await expect(accountAction('login', { email: 'demo@shop.test', password: 'x' })).resolves.toEqual({
      error: true,
      message: 'Credenziali non valide',
    });
  });
});
