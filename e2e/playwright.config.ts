import { defineConfig, devices } from '@playwright/test';

import { E2E_ADVISORY_PORT, E2E_DATA_DIR, E2E_PORT } from './env.ts';

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.e2e.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    timezoneId: 'UTC',
    // The visitor has already answered the cookie banner (deny); session.e2e.ts starts without it.
    storageState: {
      cookies: [
        {
          name: 'cookieconsent_status',
          value: 'deny',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: true,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium } },
    {
      name: 'phone',
      use: { ...devices['Pixel 5'], viewport: { width: 360, height: 780 }, launchOptions: chromium },
    },
  ],
  webServer: {
    command: `rm -rf "${E2E_DATA_DIR}" && node --import tsx ../apps/server/src/main.ts`,
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The suite signs the few demo users in many times within minutes, all from 127.0.0.1 (each spec, each
    // project, each retry); the per-number and per-address sending limits are covered by the server tests.
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      OTP_SENDS_PER_NUMBER: '200',
      OTP_SENDS_PER_IP: '1000',
      OTP_WRONG_PER_IP: '1000',
      RATE_LIMIT_SIGN_IN_PER_IP: '10000',
      // The advisory spec serves a fake OpenAI-compatible endpoint here while it runs.
      ADVISORY_API_URL: `http://127.0.0.1:${E2E_ADVISORY_PORT}/v1`,
      ADVISORY_API_KEY: 'e2e-key',
      ADVISORY_TIMEOUT_MS: '5000',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
