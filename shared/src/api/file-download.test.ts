import { endSessionAtom, sessionTokenAtom } from '../state/session-atoms';
import { shopStore } from '../state/store';
import { setApiBase } from './api-base';
import { ApiError } from './api-error';
import { createApiClient } from './client';
import { fileNameOf } from './file-name';
import { saveFile } from './save-file';

function fileReply(status: number, body: string, headers: Record<string, string> = {}): Response {
  const lower = Object.fromEntries(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]));
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: `status ${status}`,
    headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
    text: async () => body,
    blob: async () => new Blob([body], { type: lower['content-type'] ?? '' }),
  } as unknown as Response;
}

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

beforeEach(() => {
  fetchMock.mockReset();
  setApiBase('/Apps/WebObjects/Shop.woa/wa');
  shopStore.set(endSessionAtom);
});

describe('postForBlob', () => {
  it('posts the JSON body with the generic and extra headers and hands back the file with its name', async () => {
    fetchMock.mockResolvedValue(
      fileReply(200, '<FatturaElettronica/>', {
        'Content-Type': 'application/xml; charset=utf-8',
        'Content-Disposition': 'attachment; filename="IT01234567890_00017.xml"',
      }),
    );
    shopStore.set(sessionTokenAtom, 'token-abc');
    const client = createApiClient({ admin: true, extraHeaders: () => ({ 'x-staff-session': 'staff-1' }), fetch: fetchMock });

    const file = await client.postForBlob('StaffAction/invoice', { orderId: 'SHOP-1', format: 'xml' });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/Apps/WebObjects/Shop.woa/wa/StaffAction/invoice');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ orderId: 'SHOP-1', format: 'xml' });
    expect(init?.headers).toMatchObject({
      'content-type': 'application/json',
      accept: '*/*',
      authorization: 'Bearer token-abc',
      'x-admin': 'true',
      'x-staff-session': 'staff-1',
    });
    expect(file.fileName).toBe('IT01234567890_00017.xml');
    expect(file.contentType).toBe('application/xml; charset=utf-8');
    expect(file.blob.size).toBe('<FatturaElettronica/>'.length);
  });

  it("turns a refusal into an ApiError with the server's message, and a lost connection into a network error", async () => {
    const client = createApiClient({ fetch: fetchMock });
    fetchMock
      .mockResolvedValueOnce(fileReply(404, JSON.stringify({ error: true, message: 'Fattura non trovata' })))
      .mockResolvedValueOnce(fileReply(500, '<html>oops</html>'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await expect(client.postForBlob('InvoiceAction/copy', { orderId: 'SHOP-9', format: 'html' })).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'http',
      status: 404,
      message: 'Fattura non trovata',
    });
    await expect(client.postForBlob('InvoiceAction/copy', {})).rejects.toMatchObject({ kind: 'http', status: 500, message: 'status 500' });
    await expect(client.postForBlob('InvoiceAction/copy', {})).rejects.toMatchObject({ kind: 'network', status: undefined });
  });

  it('hands back the abort of a call the caller aborted, not an ApiError', async () => {
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    const call = createApiClient({ fetch: fetchMock }).postForBlob('InvoiceAction/copy', {});
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    await expect(call).rejects.not.toBeInstanceOf(ApiError);
  });
});

describe('fileNameOf', () => {
  it.each([
    ['attachment; filename="IT01234567890_00017.xml"', 'IT01234567890_00017.xml'],
    ['attachment; filename=fattura-2026-17.html', 'fattura-2026-17.html'],
    ['attachment; filename="fattura.html"; filename*=UTF-8\'\'fattura%20n%C2%B0%2017.html', 'fattura n° 17.html'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="a\\"b.xml"', 'a"b.xml'],
    ['attachment; filename*=UTF-8\'\'%E0%A4%A; filename="fallback.xml"', 'fallback.xml'],
    ['attachment', null],
    ['attachment; filename=".."', null],
    [null, null],
  ])('reads %p as %p', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });
});

describe('saveFile', () => {
  const created: string[] = [];
  const revoked: string[] = [];
  beforeEach(() => {
    created.length = 0;
    revoked.length = 0;
    jest.useFakeTimers();
    Object.assign(URL, {
      createObjectURL: jest.fn(() => {
        created.push(`blob:http://localhost/${created.length + 1}`);
        return created[created.length - 1];
      }),
      revokeObjectURL: jest.fn((url: string) => revoked.push(url)),
    });
  });
  afterEach(() => jest.useRealTimers());

  it('clicks a temporary download link for an object URL of the file, removes it and revokes the URL after', () => {
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
    });

    saveFile({ blob: new Blob(['<html></html>']), fileName: 'fattura-2026-17.html' }, 'fattura.html');
    saveFile({ blob: new Blob(['x']), fileName: null }, 'fattura.html');

    expect(clicked).toEqual([
      { href: 'blob:http://localhost/1', download: 'fattura-2026-17.html', attached: true },
      { href: 'blob:http://localhost/2', download: 'fattura.html', attached: true },
    ]);
    expect(document.querySelectorAll('a[download]')).toHaveLength(0);
    expect(revoked).toEqual([]);
    jest.runAllTimers();
    expect(revoked).toEqual(created);
    click.mockRestore();
  });
});
