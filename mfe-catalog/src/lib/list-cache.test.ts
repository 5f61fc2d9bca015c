import { cachedRead, clearListCache, FRESH_MS, KEEP_MS } from './list-cache';

const reply = (totalCount: number) =>
  ({
    ok: true,
    status: 200,
    statusText: '',
    text: async () => JSON.stringify({ records: [], pageItems: 40, pages: 0, currentPage: 1, totalCount }),
  }) as Response;

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const request = { entity: 'Articolo', expression: { codCatRaggrupp: 'CR1' } };
const signal = new AbortController().signal;
let now = 1_000_000;

beforeEach(() => {
  clearListCache();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
  now = 1_000_000;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});

afterEach(() => jest.restoreAllMocks());

describe('the list cache', () => {
  it('answers from memory while fresh, per country', async () => {
    fetchMock.mockResolvedValueOnce(reply(1)).mockResolvedValueOnce(reply(2));
    expect((await cachedRead(request, 'IT', signal, now)).totalCount).toBe(1);
    now += FRESH_MS - 1;
    expect((await cachedRead(request, 'IT', signal, now)).totalCount).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await cachedRead(request, 'DE', signal, now)).totalCount).toBe(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows a stale list at once and refreshes it; after five minutes it asks again', async () => {
    fetchMock.mockResolvedValueOnce(reply(1)).mockResolvedValueOnce(reply(2)).mockResolvedValueOnce(reply(3));
    await cachedRead(request, 'IT', signal, now);
    now += FRESH_MS + 1;
    expect((await cachedRead(request, 'IT', signal, now)).totalCount).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await cachedRead(request, 'IT', signal, now)).totalCount).toBe(2);
    now += KEEP_MS + 1;
    expect((await cachedRead(request, 'IT', signal, now)).totalCount).toBe(3);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
