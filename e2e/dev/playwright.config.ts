// The development loop of `npm run dev -- catalog`, apart from the journeys (it edits a source file
// and waits for rebuilds): `npm run test:dev`.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import journeys from '../playwright.config';

const port = Number(process.env.DEV_TEST_PORT ?? 4190);

export default defineConfig({
  ...journeys,
  testDir: '.',
  outputDir: '../../test-results/dev',
  timeout: 120_000,
  projects: [journeys.projects?.[0] ?? { name: 'desktop' }],
  use: { ...journeys.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: 'node scripts/dev.mjs catalog',
    cwd: path.join(__dirname, '../..'),
    url: `http://127.0.0.1:${port}/mf/remotes.json`,
    // The server, the shell's development build, the catalogue's first compile, and any missing remote build.
    timeout: 600_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(tmpdir(), 'shop-dev-test-data'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '50',
    },
  },
});
