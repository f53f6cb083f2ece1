import { defineConfig } from '@playwright/test';

/**
 * Specs that read what the whole site holds (the counted figures, the books' check): they run after
 * every other journey, when nothing else moves money or signs anyone up, and the one that seeds
 * figures runs alone, last.
 */
const READ_THE_WHOLE_SITE = ['public-site.spec.ts', 'admin-graphiql.spec.ts'];
const SEED_FIGURES = ['counted-figures.spec.ts'];

/**
 * Browser journeys in Debian's Chromium (no browser download: executablePath points at it). Two
 * workers share the one stack global-setup starts: a journey spends most of its time waiting on the
 * page, so one worker left this 2-core machine a third idle; each spec file signs up its own people.
 */
export default defineConfig({
  testDir: '.',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    { name: 'journeys', testMatch: '**/*.spec.ts', testIgnore: [...READ_THE_WHOLE_SITE, ...SEED_FIGURES] },
    { name: 'whole site', testMatch: READ_THE_WHOLE_SITE, dependencies: ['journeys'] },
    { name: 'counted figures', testMatch: SEED_FIGURES, dependencies: ['whole site'] },
  ],
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: process.env.E2E_WEB_URL,
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
