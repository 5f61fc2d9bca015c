import { FIRST_ANSWERS_ID } from '../contracts/protocol';
import { languageAtom } from '../state/preference-atoms';
import { endSessionAtom } from '../state/session-atoms';
import { shopStore } from '../state/store';
import { setApiBase } from './api-base';
import { createApiClient } from './client';
import { resetFirstAnswers } from './first-answers';

const request = {
  entity: 'Articolo',
  expression: { languageCode: 'ita', codCatRaggrupp: 'CR1' },
  orderings: [],
  pagination: { page: 1, limit: 40 },
};
const sentWithPage = { records: [{ id: 7 }], pageItems: 40, pages: 1, currentPage: 1, totalCount: 1 };
const fromServer = { records: [{ id: 8 }], pageItems: 40, pages: 1, currentPage: 1, totalCount: 1 };

function pageCarries(answers: unknown) {
  document.getElementById(FIRST_ANSWERS_ID)?.remove();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_ANSWERS_ID;
  block.textContent = typeof answers === 'string' ? answers : JSON.stringify(answers);
  document.head.append(block);
  resetFirstAnswers();
}

const fetchCalls: string[] = [];
const client = createApiClient({
  fetch: async (_url, init) => {
    fetchCalls.push(String(init?.body));
    const text = JSON.stringify(fromServer);
    return { ok: true, status: 200, statusText: 'OK', text: async () => text } as Response;
  },
});

beforeEach(() => {
  fetchCalls.length = 0;
  setApiBase('/Apps/WebObjects/Shop.woa/wa');
  shopStore.set(endSessionAtom);
  shopStore.set(languageAtom, 'ita');
});

describe('the answers sent with the page', () => {
  const answer = { path: 'API/read', body: JSON.stringify(request), language: 'ita', country: 'IT', reply: sentWithPage };

  it('answer the identical first call without a round trip, once', async () => {
    pageCarries([answer]);
    await expect(client.read(request)).resolves.toEqual(sentWithPage);
    expect(fetchCalls).toEqual([]);
    await expect(client.read(request)).resolves.toEqual(fromServer);
    expect(fetchCalls).toEqual([JSON.stringify(request)]);
  });

  it('are not used for another request, another language, or another path', async () => {
    pageCarries([answer, { ...answer, path: 'XAPI/list' }]);
    await expect(client.read({ ...request, pagination: { page: 2, limit: 40 } })).resolves.toEqual(fromServer);
    shopStore.set(languageAtom, 'eng');
    await expect(client.read(request)).resolves.toEqual(fromServer);
    expect(fetchCalls).toHaveLength(2);
    shopStore.set(languageAtom, 'ita');
    await expect(client.read(request)).resolves.toEqual(sentWithPage);
  });

  it('are ignored when the block is unreadable or not answers', async () => {
    for (const broken of ['{not json', JSON.stringify({ path: 'API/read' }), JSON.stringify([{ ...answer, body: 3 }])]) {
      pageCarries(broken);
      await expect(client.read(request)).resolves.toEqual(fromServer);
    }
    expect(fetchCalls).toHaveLength(3);
  });

  it('are never used by the back-office client', async () => {
    pageCarries([answer]);
    const admin = createApiClient({
      admin: true,
      fetch: async () => ({ ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify(fromServer) }) as Response,
    });
    await expect(admin.read(request)).resolves.toEqual(fromServer);
  });

  it('can be taken at once, without a call, by a read or a list', () => {
    const list = { ...answer, path: 'XAPI/list', reply: { error: false, records: [{ id: 9 }] } };
    pageCarries([answer, list]);
    expect(client.firstList(request)).toEqual([{ id: 9 }]);
    expect(client.firstRead(request)).toEqual(sentWithPage);
    expect(client.firstRead(request)).toBeNull();
    expect(client.firstList(request)).toBeNull();
    expect(fetchCalls).toEqual([]);
  });

  it('hand a refused list to the server instead', () => {
    pageCarries([{ ...answer, path: 'XAPI/list', reply: { error: true, message: 'no' } }]);
    expect(client.firstList(request)).toBeNull();
  });
});
