import path from 'node:path';
import { loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      appName: 'Shop',
      apiBase: '/Apps/WebObjects/Shop.woa/wa',
      demo: { email: 'demo@shop.test', password: 'Demo!2345' },
      staff: { email: 'staff@shop.test', password: 'Staff!2345' },
      seedArticles: 320,
    });
    expect(config.dataDir).toBe(path.join(config.repoRoot, 'data'));
    expect(config.remotes.cms).toBe('/mf/cms/remoteEntry.js');
    expect(config.shellDist).toBe(path.join(config.repoRoot, 'shell', 'dist'));
    expect(config.remoteDist('cart')).toBe(path.join(config.repoRoot, 'mfe-cart', 'dist'));
    expect(config.devOrigin).toBeNull();
  });

  it('reads overrides from the environment, blank values taking the default', () => {
    const config = loadConfig({
      PORT: '9000',
      APP_NAME: 'Bottega',
      REMOTE_CART_URL: 'https://cdn.example.com/cart/remoteEntry.js',
      SEED_ARTICLES: '1000',
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      DEMO_EMAIL: '',
      SHELL_DIST: 'shell/dist-dev',
    });
    expect(config.shellDist).toBe(path.resolve('shell/dist-dev'));
    expect(config.port).toBe(9000);
    expect(config.apiBase).toBe('/Apps/WebObjects/Bottega.woa/wa');
    expect(config.remotes.cart).toBe('https://cdn.example.com/cart/remoteEntry.js');
    expect(config.seedArticles).toBe(1000);
    expect(config.databaseUrl).toBe('postgres://shop@db:5432/shop');
    expect(config.demo.email).toBe('demo@shop.test');
  });

  it('stops at start with a clear message on a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/Configurazione non valida: PORT/);
    expect(() => loadConfig({ APP_NAME: '../etc' })).toThrow(/APP_NAME/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('asks VIES only when VIES_URL is set, waiting at most 5 seconds', () => {
    expect(loadConfig({}).vies).toEqual({ url: null, timeoutMs: 5_000 });
    expect(loadConfig({ VIES_URL: 'https://ec.europa.eu/taxation_customs/vies/rest-api/' }).vies.url).toBe(
      'https://ec.europa.eu/taxation_customs/vies/rest-api',
    );
    expect(() => loadConfig({ VIES_URL: 'ec.europa.eu' })).toThrow(/VIES_URL/);
  });

  it('keeps media files in DATA_DIR unless S3_BUCKET names a bucket', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(
      loadConfig({
        S3_BUCKET: 'negozio-foto',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'chiave',
        S3_SECRET_ACCESS_KEY: 'segreto',
        S3_FORCE_PATH_STYLE: '1',
      }).s3,
    ).toEqual({
      bucket: 'negozio-foto',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'chiave', secretAccessKey: 'segreto' },
      forcePathStyle: true,
    });
    // Amazon S3 itself, credentials from the machine's role.
    expect(loadConfig({ S3_BUCKET: 'negozio-foto', S3_REGION: 'eu-south-1' }).s3).toMatchObject({
      endpoint: null,
      region: 'eu-south-1',
      credentials: null,
      forcePathStyle: false,
    });
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'negozio-foto', S3_ACCESS_KEY_ID: 'chiave' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_BUCKET: 'Foto_Negozio' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'negozio-foto', S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
  });

  it('opens the tracking webhook only to carriers given a secret of at least 16 characters', () => {
    expect(loadConfig({}).carriers).toEqual([]);
    const config = loadConfig({ CARRIER_SECRET_POSTE_ITALIANE: 'poste-secret-0123456789', CARRIER_SECRET_BRT: ' ' });
    expect(config.carriers).toEqual([{ name: 'Poste Italiane', slug: 'poste-italiane', secret: 'poste-secret-0123456789' }]);
    expect(() => loadConfig({ CARRIER_SECRET_DHL: 'short' })).toThrow(/CARRIER_SECRET_DHL: almeno 16 caratteri/);
  });

  it('finds the migrations', () => {
    expect(loadConfig({}).migrationsDir).toMatch(/migrations$/);
  });
});
