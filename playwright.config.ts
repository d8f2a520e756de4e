// Browser tests run in Debian's Chromium (never a downloaded browser); a missing Chromium fails the run.
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium.ts';
import { CALCULATOR_ORIGIN, HOST_ORIGIN, HOST_PORT, PREVIEW_PORT } from './tests/support/ports.ts';

const chromium = CHROMIUM_PATH;
if (!existsSync(chromium)) {
  throw new Error(
    `Chromium not found at ${chromium}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH; browser tests never skip.`,
  );
}

export default defineConfig({
  testDir: 'tests/browser',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // room for a machine whose cores are busy with other work (a whole-page accessibility scan with every
  // part on took 50 s alone in a clean-clone run, and over 90 s beside other work): a test that passes
  // ends as soon as the page shows what it waits for
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: CALCULATOR_ORIGIN,
    // recording a trace of every test took about a third of the run's processor time, for the few that fail:
    // a failure keeps its screenshot and its page's snapshot (error-context.md), and
    // `npx playwright test --trace retain-on-failure` records traces when a failure needs one
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: `npx vite preview --host 127.0.0.1 --strictPort --port ${PREVIEW_PORT}`,
      url: CALCULATOR_ORIGIN,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // a blog on another origin, for the embed tests
      command: `node tests/support/host-server.mjs ${HOST_PORT} ${CALCULATOR_ORIGIN}`,
      url: `${HOST_ORIGIN}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
