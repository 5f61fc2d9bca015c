import { parseRemotesArgs, RemotesAdminError } from './remotes-admin';

describe('the remotes command line', () => {
  it('reads every verb', () => {
    expect(parseRemotesArgs(['token', 'catalog'])).toEqual({ command: 'token', remote: 'catalog' });
    expect(parseRemotesArgs(['publish', 'cart', 'mfe-cart/dist'])).toEqual({
      command: 'publish',
      remote: 'cart',
      source: 'mfe-cart/dist',
      manifest: null,
    });
    expect(parseRemotesArgs(['publish', 'cms', 'https://cdn.example.test/cms/remoteEntry.js', 'mf-manifest.json'])).toEqual({
      command: 'publish',
      remote: 'cms',
      source: 'https://cdn.example.test/cms/remoteEntry.js',
      manifest: 'mf-manifest.json',
    });
    expect(parseRemotesArgs(['activate', 'catalog', '1.2.0-0a1b2c3d4e', '--percent', '10'])).toEqual({
      command: 'activate',
      remote: 'catalog',
      release: '1.2.0-0a1b2c3d4e',
      percent: 10,
    });
    expect(parseRemotesArgs(['activate', 'catalog', '1.2.0-0a1b2c3d4e'])).toMatchObject({ percent: 100 });
    expect(parseRemotesArgs(['rollback', 'account'])).toEqual({ command: 'rollback', remote: 'account' });
    expect(parseRemotesArgs(['list'])).toEqual({ command: 'list' });
    expect(parseRemotesArgs(['prune'])).toEqual({ command: 'prune' });
    expect(parseRemotesArgs(['check'])).toEqual({ command: 'check' });
  });

  it('refuses an unknown remote, a percentage out of range and stray arguments', () => {
    expect(() => parseRemotesArgs(['token', 'shop'])).toThrow(/^remote sconosciuto: shop\nUso:/);
    expect(() => parseRemotesArgs(['activate', 'catalog', 'x', '--percent', '0'])).toThrow('--percent va da 1 a 100');
    expect(() => parseRemotesArgs(['activate', 'catalog', 'x', '--percent', '101'])).toThrow('--percent va da 1 a 100');
    expect(() => parseRemotesArgs(['rollback', 'catalog', '--percent', '5'])).toThrow(RemotesAdminError);
    expect(() => parseRemotesArgs(['list', 'catalog'])).toThrow(RemotesAdminError);
    expect(() => parseRemotesArgs(['deploy'])).toThrow(RemotesAdminError);
  });
});
