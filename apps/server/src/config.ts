import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chooseLogFormat, type LogFormat } from './platform/log-format.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(here, '../../..');

export interface Config {
  port: number;
  host: string;
  /** Folder for the embedded database, the outbox and uploaded files. */
  dataDir: string;
  /** PostgreSQL connection string; unset means the embedded PGlite database in DATA_DIR/pglite. */
  databaseUrl: string | undefined;
  /** Parameterised queries on PostgreSQL as named (prepared) statements (DATABASE_NAMED_STATEMENTS; decision 043). */
  databaseNamedStatements: boolean;
  logLevel: string;
  /** JSON lines, or readable lines for a terminal (LOG_FORMAT; unset: pretty on a TTY). */
  logFormat: LogFormat;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /**
   * How long a just-rotated refresh token still answers with its successor (a reload or a dropped
   * connection lost the rotation's answer); presented later it ends its session (decision 051).
   */
  refreshReuseGraceSeconds: number;
  otpTtlSeconds: number;
  otpMaxAttempts: number;
  otpSendsPerNumber: number;
  otpSendsPerIp: number;
  otpWindowSeconds: number;
  /** Wrong codes per client address per OTP window, across all numbers (guessing many numbers' codes). */
  otpWrongPerIp: number;
  /** The window of the general request limits below; each limit is requests per window, 0 turns it off. */
  rateLimitWindowSeconds: number;
  /** Writes (POST, PUT, PATCH, DELETE) per client address. */
  rateLimitWritesPerIp: number;
  /** Writes per signed-in user. */
  rateLimitWritesPerUser: number;
  /** Sign-in requests (code send and check, e-mail verification) per client address. */
  rateLimitSignInPerIp: number;
  /** Refresh-token rotations per client address. */
  rateLimitRefreshPerIp: number;
  /** Passcode checks and changes per signed-in user. */
  rateLimitPasscodePerUser: number;
  otpResendSeconds: number;
  trialDays: number;
  seedDemo: boolean;
  webDist: string;
  trustProxy: boolean;
  supportPhone: string;
  /** Web Push (VAPID) key pair, base64url; both empty means push is not configured. */
  vapidPublicKey: string;
  vapidPrivateKey: string;
  /** Contact of the push sender (mailto: or https:), sent to push services with each message. */
  vapidSubject: string;
  /** OpenAI-compatible chat completions endpoint of the vehicle advisory; empty means not configured. */
  advisoryApiUrl: string;
  advisoryApiKey: string;
  advisoryModel: string;
  advisoryTimeoutMs: number;
  /** Advisory answers per user per hour and per garage per day (each answer costs provider credits). */
  advisoryPerUserHour: number;
  advisoryPerGarageDay: number;
  /** The product's public address (https://garage.example), used in links sent to customers; empty: the request's own. */
  publicUrl: string;
  /** How long a shared invoice link opens its PDF. */
  shareLinkDays: number;
  /** External pricing page for garages in UAE, OM, SA, QA, YE, JO, BH (spec 4); empty: the in-app page. */
  externalPricingUrl: string;
  /** Video of the trial-expired screen (an MP4/WebM address) and its poster image; empty: a built-in poster. */
  subscriptionVideoUrl: string;
  subscriptionVideoPosterUrl: string;
  /** Where trial-extension, plan and demo requests go (an e-mail address; the outbox by default). */
  subscriptionNotifyEmail: string;
  /** Base address of embedded BI dashboards; a report opens {base}/{report name}. Empty: not configured. */
  biDashboardUrl: string;
  /** External reviews single sign-on: the site's sign-on address; empty means not configured. */
  freshreviewSsoUrl: string;
  /** Secret (≥ 32 characters) the sign-on token is signed with (HS256), shared with the reviews site. */
  freshreviewSsoSecret: string;
  /**
   * Online payment links (decision 046): 'sandbox' (the product's own test checkout, no real money),
   * 'stripe' (Stripe Checkout) or 'off'. Unset: stripe when STRIPE_SECRET_KEY is set, else sandbox while
   * the demo seeds (SEED_DEMO, a demo or development install), else off.
   */
  onlinePaymentProvider: 'sandbox' | 'stripe' | 'off';
  /** Secret of the sandbox's webhook signature (HMAC-SHA256); unset: derived from the server secret. */
  onlinePaymentWebhookSecret: string;
  /** Stripe's secret API key and the signing secret of its webhook endpoint (both needed for 'stripe'). */
  stripeSecretKey: string;
  stripeWebhookSecret: string;
  /**
   * Mexico's CFDI (decision 048). The PAC that stamps: only 'sandbox' (the product's test PAC, no fiscal
   * validity) is built today; a real PAC is chosen here later. CFDI_XSD_DIR: a folder holding SAT's official
   * cfdv40.xsd, tdCFDI.xsd and catCFDI.xsd, used instead of our transcription of the structure.
   */
  cfdiPac: 'sandbox';
  cfdiXsdDir: string;
}

/** Both VAPID keys or neither: half a pair would make browsers subscribe to pushes that can never be sent. */
function vapidKeys(): { vapidPublicKey: string; vapidPrivateKey: string } {
  const publicKey = (process.env.VAPID_PUBLIC_KEY ?? '').trim();
  const privateKey = (process.env.VAPID_PRIVATE_KEY ?? '').trim();
  if (Boolean(publicKey) !== Boolean(privateKey)) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  const b64url = /^[A-Za-z0-9_-]+$/;
  const bytes = (text: string) => Buffer.from(text, 'base64url').length;
  if (publicKey && (!b64url.test(publicKey) || !b64url.test(privateKey) || bytes(publicKey) !== 65 || bytes(privateKey) !== 32)) {
    throw new Error(
      'VAPID_PUBLIC_KEY (65 bytes) and VAPID_PRIVATE_KEY (32 bytes) must be a P-256 pair in base64url, as `npx web-push generate-vapid-keys` prints them',
    );
  }
  return { vapidPublicKey: publicKey, vapidPrivateKey: privateKey };
}

function int(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return n;
}

function bool(name: string, fallback: boolean): boolean {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  return raw === '1' || raw.toLowerCase() === 'true' || raw.toLowerCase() === 'yes';
}

/** A secret from JWT_SECRET, else one generated once and kept in DATA_DIR so restarts keep sessions. */
function jwtSecret(dataDir: string): string {
  const fromEnv = process.env.JWT_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return fromEnv;
  }
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The external reviews sign-on address and secret: both or neither, a valid http(s) address, a long secret. */
function freshreview(): { freshreviewSsoUrl: string; freshreviewSsoSecret: string } {
  const url = (process.env.FRESHREVIEW_SSO_URL ?? '').trim();
  const secret = process.env.FRESHREVIEW_SSO_SECRET ?? '';
  if (!url) return { freshreviewSsoUrl: '', freshreviewSsoSecret: '' };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`FRESHREVIEW_SSO_URL must be an http(s) address, got "${url}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`FRESHREVIEW_SSO_URL must be an http(s) address, got "${url}"`);
  }
  if (secret.length < 32)
    throw new Error('FRESHREVIEW_SSO_SECRET must be at least 32 characters when FRESHREVIEW_SSO_URL is set');
  return { freshreviewSsoUrl: parsed.toString(), freshreviewSsoSecret: secret };
}

/** The online payment provider and its secrets; a provider that is asked for must be complete. */
function onlinePayment(
  seedDemo: boolean,
  secret: string,
): Pick<Config, 'onlinePaymentProvider' | 'onlinePaymentWebhookSecret' | 'stripeSecretKey' | 'stripeWebhookSecret'> {
  const stripeSecretKey = (process.env.STRIPE_SECRET_KEY ?? '').trim();
  const stripeWebhookSecret = (process.env.STRIPE_WEBHOOK_SECRET ?? '').trim();
  const raw = (process.env.ONLINE_PAYMENT_PROVIDER ?? '').trim().toLowerCase();
  if (raw !== '' && raw !== 'sandbox' && raw !== 'stripe' && raw !== 'off')
    throw new Error(`ONLINE_PAYMENT_PROVIDER must be sandbox, stripe or off, got "${raw}"`);
  const provider = raw === '' ? (stripeSecretKey ? 'stripe' : seedDemo ? 'sandbox' : 'off') : raw;
  if (provider === 'stripe' && (!stripeSecretKey || !stripeWebhookSecret))
    throw new Error('ONLINE_PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  const fromEnv = process.env.ONLINE_PAYMENT_WEBHOOK_SECRET ?? '';
  if (fromEnv && fromEnv.length < 32) throw new Error('ONLINE_PAYMENT_WEBHOOK_SECRET must be at least 32 characters');
  return {
    onlinePaymentProvider: provider,
    onlinePaymentWebhookSecret: fromEnv || createHash('sha256').update(`online-payment-webhook:${secret}`).digest('hex'),
    stripeSecretKey,
    stripeWebhookSecret,
  };
}

function cfdiPac(): 'sandbox' {
  const raw = (process.env.CFDI_PAC ?? '').trim().toLowerCase();
  if (raw !== '' && raw !== 'sandbox') throw new Error(`CFDI_PAC must be sandbox (no real PAC is built yet), got "${raw}"`);
  return 'sandbox';
}

export function loadConfig(overrides: Partial<Config> = {}): Config {
  // npm runs workspace scripts inside the workspace; a relative DATA_DIR means relative to where npm was run.
  const base = process.env.INIT_CWD ?? process.cwd();
  const dataDir =
    overrides.dataDir ?? (process.env.DATA_DIR ? path.resolve(base, process.env.DATA_DIR) : path.join(REPO_ROOT, 'data'));
  const secret = overrides.jwtSecret ?? jwtSecret(dataDir);
  const seedDemo = bool('SEED_DEMO', true);
  return {
    port: int('PORT', 3000),
    host: process.env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    databaseNamedStatements: bool('DATABASE_NAMED_STATEMENTS', true),
    logLevel: process.env.LOG_LEVEL ?? 'info',
    logFormat: chooseLogFormat(process.env.LOG_FORMAT, Boolean(process.stdout.isTTY)),
    jwtSecret: secret,
    accessTokenTtlSeconds: int('ACCESS_TOKEN_TTL_SECONDS', 15 * 60),
    refreshTokenTtlDays: int('REFRESH_TOKEN_TTL_DAYS', 30),
    refreshReuseGraceSeconds: int('REFRESH_REUSE_GRACE_SECONDS', 20),
    otpTtlSeconds: int('OTP_TTL_SECONDS', 10 * 60),
    otpMaxAttempts: int('OTP_MAX_ATTEMPTS', 5),
    otpSendsPerNumber: int('OTP_SENDS_PER_NUMBER', 3),
    otpSendsPerIp: int('OTP_SENDS_PER_IP', 30),
    otpWindowSeconds: int('OTP_WINDOW_SECONDS', 10 * 60),
    otpWrongPerIp: int('OTP_WRONG_PER_IP', 30),
    rateLimitWindowSeconds: int('RATE_LIMIT_WINDOW_SECONDS', 60),
    rateLimitWritesPerIp: int('RATE_LIMIT_WRITES_PER_IP', 1200),
    rateLimitWritesPerUser: int('RATE_LIMIT_WRITES_PER_USER', 600),
    rateLimitSignInPerIp: int('RATE_LIMIT_SIGN_IN_PER_IP', 120),
    rateLimitRefreshPerIp: int('RATE_LIMIT_REFRESH_PER_IP', 120),
    rateLimitPasscodePerUser: int('RATE_LIMIT_PASSCODE_PER_USER', 30),
    otpResendSeconds: int('OTP_RESEND_SECONDS', 30),
    trialDays: int('TRIAL_DAYS', 30),
    seedDemo,
    webDist: path.resolve(process.env.WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist')),
    trustProxy: bool('TRUST_PROXY', false),
    supportPhone: process.env.SUPPORT_PHONE ?? '',
    ...vapidKeys(),
    vapidSubject: process.env.VAPID_SUBJECT ?? '',
    advisoryApiUrl: (process.env.ADVISORY_API_URL ?? '').trim(),
    advisoryApiKey: process.env.ADVISORY_API_KEY ?? '',
    advisoryModel: process.env.ADVISORY_MODEL || 'gpt-4o-mini',
    advisoryTimeoutMs: int('ADVISORY_TIMEOUT_MS', 30_000),
    advisoryPerUserHour: int('ADVISORY_PER_USER_HOUR', 30),
    advisoryPerGarageDay: int('ADVISORY_PER_GARAGE_DAY', 300),
    publicUrl: (process.env.PUBLIC_URL ?? '').trim().replace(/\/+$/, ''),
    shareLinkDays: int('SHARE_LINK_DAYS', 30),
    externalPricingUrl: process.env.EXTERNAL_PRICING_URL ?? '',
    subscriptionVideoUrl: process.env.SUBSCRIPTION_VIDEO_URL ?? '',
    subscriptionVideoPosterUrl: process.env.SUBSCRIPTION_VIDEO_POSTER_URL ?? '',
    subscriptionNotifyEmail: process.env.SUBSCRIPTION_NOTIFY_EMAIL ?? 'sales@localhost',
    biDashboardUrl: (process.env.BI_DASHBOARD_URL ?? '').replace(/\/+$/, ''),
    ...freshreview(),
    ...onlinePayment(overrides.seedDemo ?? seedDemo, secret),
    cfdiPac: cfdiPac(),
    cfdiXsdDir: (process.env.CFDI_XSD_DIR ?? '').trim() ? path.resolve(base, (process.env.CFDI_XSD_DIR ?? '').trim()) : '',
    ...overrides,
  };
}
