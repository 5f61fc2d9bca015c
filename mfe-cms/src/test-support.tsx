import { mountPattern, ShopProviders, storefrontRoutes } from '@shop/shared';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import CmsRoutes from './routes';

export { container } from '@shop/shared/testing';

export const reply = (status: number, body: unknown) =>
  ({ ok: status < 400, status, statusText: `status ${status}`, text: async () => JSON.stringify(body) }) as Response;

/** fetch answered by `answer`; the bodies sent are kept. */
export function serve(answer: (body: Record<string, unknown>, url: string) => Response) {
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    sent.push({ url: String(url), body });
    return answer(body, String(url));
  });
  return sent;
}

/** Mounts the cms where the shell does. */
export function renderAt(path: string, extra?: ReactNode) {
  const routes = storefrontRoutes.filter((route) => route.remote === 'cms');
  return render(
    <ShopProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {routes.flatMap((route) => route.paths.map((p) => <Route key={p} path={mountPattern(route, p)} element={<CmsRoutes />} />))}
        </Routes>
        {extra}
      </MemoryRouter>
    </ShopProviders>,
  );
}
