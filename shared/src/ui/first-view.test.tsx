import { act, render, renderHook, screen } from '@testing-library/react';
import { FIRST_ANSWERS_ID } from '../contracts/protocol';
import { resetFirstAnswers } from '../api/first-answers';
import { useApiRead } from '../api/read-entities';
import { setApiBase } from '../api/api-base';
import { languageAtom } from '../state/preference-atoms';
import { shopStore } from '../state/store';
import { FirstViewOr, forgetFirstView, keepFirstView } from './first-view';

function serverDrew(html: string) {
  document.body.innerHTML = `<div id="root"><div class="boot-frame"></div>${html}</div>`;
  keepFirstView(document.getElementById('root')!);
}

afterEach(() => {
  forgetFirstView();
  window.history.replaceState(null, '', '/');
});

describe('the first screen the server drew', () => {
  it('stands in for a loading state on the address it was drawn for', () => {
    window.history.replaceState(null, '', '/items?page=1');
    serverDrew('<div class="boot-main"><h1 class="boot-title">Collezione</h1></div>');
    document.body.innerHTML = '';
    render(<FirstViewOr fallback={<p>loading</p>} />);
    expect(screen.getByRole('heading', { name: 'Collezione' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('is not shown on another address, once forgotten, or when the server drew none', () => {
    window.history.replaceState(null, '', '/items');
    serverDrew('<div class="boot-main"><h1>Collezione</h1></div>');
    window.history.replaceState(null, '', '/items?page=2');
    const { unmount } = render(<FirstViewOr fallback={<p>loading</p>} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    unmount();
    window.history.replaceState(null, '', '/items');
    forgetFirstView();
    render(<FirstViewOr fallback={<p>other loading</p>} />);
    expect(screen.getByText('other loading')).toBeInTheDocument();
    serverDrew('');
    render(<FirstViewOr fallback={<p>no first screen</p>} />);
    expect(screen.getByText('no first screen')).toBeInTheDocument();
  });
});

describe('a read whose answer came with the page', () => {
  const request = { entity: 'Articolo', expression: { languageCode: 'ita', id: 7 } };
  const reply = { records: [{ id: 7 }], pageItems: 1, pages: 1, currentPage: 1, totalCount: 1 };

  it('has its data at the first render and makes no call', async () => {
    setApiBase('/api');
    shopStore.set(languageAtom, 'ita');
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_ANSWERS_ID;
    block.textContent = JSON.stringify([{ path: 'API/read', body: JSON.stringify(request), language: 'ita', country: 'IT', reply }]);
    document.head.append(block);
    resetFirstAnswers();
    const calls: unknown[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (...args: unknown[]) => {
      calls.push(args);
      throw new Error('no call expected');
    }) as typeof fetch;
    try {
      const { result } = renderHook(() => useApiRead<{ id: number }>(request));
      expect(result.current.status).toBe('success');
      expect(result.current.data?.records[0]?.id).toBe(7);
      await act(async () => undefined);
      expect(result.current.status).toBe('success');
      expect(calls).toEqual([]);
    } finally {
      globalThis.fetch = realFetch;
      block.remove();
      resetFirstAnswers();
    }
  });
});
