import { getApiBase, setApiBase } from '@shop/shared';
import { defaultManifest, fetchManifest, manifestBlockId } from './manifest';
import { isRemoteFailure } from './remote-failure';
import shopRuntimePlugin from './runtime-plugin';

type ErrorHook = (args: { id: string; error: unknown; lifecycle: string }) => unknown;

describe('the federation runtime plugin', () => {
  const errorLoadRemote = shopRuntimePlugin().errorLoadRemote as unknown as ErrorHook;

  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('turns a remote module that cannot load into a failure marker', () => {
    const result = errorLoadRemote({ id: 'catalog/routes', error: new Error('ScriptNetworkError'), lifecycle: 'onLoad' });
    expect(isRemoteFailure(result)).toBe(true);
    expect(result).toMatchObject({ id: 'catalog/routes', reason: 'ScriptNetworkError' });
  });

  it('lets earlier stages fail, so the failure reaches the onLoad stage', () => {
    expect(errorLoadRemote({ id: 'catalog/routes', error: new Error('x'), lifecycle: 'afterResolve' })).toBeUndefined();
  });
});

describe('fetchManifest', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => {
    jest.restoreAllMocks();
    setApiBase(defaultManifest.apiBase);
  });

  const respond = (status: number, body: unknown) =>
    jest.fn(async () => ({ ok: status === 200, status, json: async () => body }) as Response);

  it('reads the remotes and the API base the server announces', async () => {
    const manifest = {
      apiBase: '/Apps/WebObjects/Bottega.woa/wa',
      remotes: [{ name: 'catalog', entry: 'http://cdn.test/catalog/remoteEntry.js' }],
    };
    await expect(fetchManifest(respond(200, manifest))).resolves.toEqual(manifest);
    expect(getApiBase()).toBe('/Apps/WebObjects/Bottega.woa/wa');
  });

  it('falls back to the default addresses when the manifest is missing or malformed', async () => {
    await expect(fetchManifest(respond(404, {}))).resolves.toEqual(defaultManifest);
    await expect(fetchManifest(respond(200, { remotes: [{ name: 'nope' }] }))).resolves.toEqual(defaultManifest);
    expect(getApiBase()).toBe('/Apps/WebObjects/Shop.woa/wa');
  });

  it('takes the manifest the page carries in its data block, without a request', async () => {
    const manifest = { apiBase: '/Apps/WebObjects/Bottega.woa/wa', remotes: [{ name: 'cms', entry: '/mf/cms/remoteEntry.js' }] };
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = manifestBlockId;
    block.textContent = JSON.stringify(manifest);
    document.head.append(block);
    const request = respond(404, {});
    try {
      await expect(fetchManifest(request)).resolves.toEqual(manifest);
      expect(request).not.toHaveBeenCalled();
      block.textContent = '{"remotes": "broken"';
      await expect(fetchManifest(request)).resolves.toEqual(defaultManifest);
      expect(request).toHaveBeenCalledTimes(1);
    } finally {
      block.remove();
    }
  });
});
