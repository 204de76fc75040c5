import path from 'node:path';
import { z } from 'zod';
import { builtInConnections } from '#server/ai/connections/built-in-connections';
import type { Connection } from '#server/ai/connections/connection';
import { ConnectionsFileError, readConnectionsFile } from '#server/ai/connections/connections-file';
import { isLoopbackHost, parseTrustProxy } from '#server/net/ip-address';
import { DAY_MS } from '#shared/constants';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = z.coerce.number().int().positive();

/** http://HOST:PORT, with an IPv6 address in brackets as URLs require. */
function defaultPublicUrl(host: string, port: number): string {
  const hostPart = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${hostPart}:${port}`;
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(5000),
  HOST: z
    .string()
    .min(1)
    .refine((host) => URL.canParse(defaultPublicUrl(host, 5000)), 'Expected a host name or an IP address')
    .default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'Expected a postgres:// URL' }).optional(),
  // Its origin is what the same-origin check compares with: anything but http(s) has the origin "null".
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'Expected an http:// or https:// URL' }).optional(),
  // The footer's Privacy Policy and Terms and Conditions: the operator's own pages, else built-in ones.
  PRIVACY_URL: z.url({ protocol: /^https?$/, error: 'Expected an http:// or https:// URL' }).optional(),
  TERMS_URL: z.url({ protocol: /^https?$/, error: 'Expected an http:// or https:// URL' }).optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_MODELS: z.string().optional(),
  ANTHROPIC_API_KEY: z.string().min(1).optional(),
  ANTHROPIC_BASE_URL: z.url().optional(),
  ANTHROPIC_MODELS: z.string().optional(),
  GEMINI_API_KEY: z.string().min(1).optional(),
  GEMINI_BASE_URL: z.url().optional(),
  GEMINI_MODELS: z.string().optional(),
  CONNECTIONS_FILE: z.string().min(1).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_TOKENINFO_URL: z.url().default('https://oauth2.googleapis.com/tokeninfo'),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  // log2 of scrypt's N: 17 is ~128 MiB and ~0.3 s a hash; only tests go lower.
  PASSWORD_HASH_COST: z.coerce.number().int().min(12).max(20).default(17),
  ENABLE_TEST_LOGIN: booleanFlag.default(false),
  ENABLE_PASSWORD_LOGIN: booleanFlag.optional(),
  SESSION_IDLE_DAYS: positiveInt.default(7),
  SESSION_ABSOLUTE_DAYS: positiveInt.default(30),
  AUTH_RATE_LIMIT_PER_IP: positiveInt.default(30),
  AUTH_RATE_LIMIT_PER_EMAIL: positiveInt.default(5),
  AUTH_RATE_LIMIT_WINDOW_MINUTES: positiveInt.default(15),
  CHAT_REQUESTS_PER_MINUTE: positiveInt.default(20),
  UPLOADS_PER_MINUTE: positiveInt.default(10),
  UPLOAD_STORAGE_MB: positiveInt.default(100),
  MESSAGE_STORAGE_MB: positiveInt.default(20),
  TRUST_PROXY: z
    .string()
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (parsed !== undefined) return parsed;
      ctx.addIssue({
        code: 'custom',
        message: 'Expected false, a hop count, or a comma list of addresses and CIDR ranges',
      });
      return z.NEVER;
    })
    .optional(),
  PROVIDER_TIMEOUT_SECONDS: positiveInt.default(120),
  REPLY_CONCURRENCY: positiveInt.default(8),
  REPLY_LEASE_SECONDS: positiveInt.default(30),
  DEMO_REPLY_DELAY_MS: z.coerce.number().int().min(0).default(800),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.input<typeof envSchema>;

// A megabyte as the upload limits count it (UPLOAD_MAX_BYTES is 1 MB of these).
export const MB = 1024 * 1024;

type ParsedEnv = z.output<typeof envSchema>;

/**
 * Whether people other than this machine's can reach the server: it listens beyond loopback, its
 * public URL names another host, or a proxy stands in front (TRUST_PROXY), which forwards anyone.
 */
function reachableByOthers(env: ParsedEnv): boolean {
  const publicHost = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).hostname : env.HOST;
  return !isLoopbackHost(env.HOST) || !isLoopbackHost(publicHost) || Boolean(env.TRUST_PROXY);
}

function toConfig(env: ParsedEnv, connections: Connection[]) {
  const publicUrl = new URL(env.PUBLIC_URL ?? defaultPublicUrl(env.HOST, env.PORT));
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    port: env.PORT,
    host: env.HOST,
    trustProxy: env.TRUST_PROXY ?? false,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicOrigin: publicUrl.origin,
    secureCookies: publicUrl.protocol === 'https:',
    /** Where /privacy and /terms send the browser; unset, the web app's built-in pages answer. */
    legalPages: { privacy: env.PRIVACY_URL, terms: env.TERMS_URL },
    /** The provider endpoints the server asks (docs/decisions/037-connections.md). */
    connections,
    google: {
      clientId: env.GOOGLE_CLIENT_ID,
      tokenInfoUrl: env.GOOGLE_TOKENINFO_URL,
      userInfoUrl: env.GOOGLE_USERINFO_URL,
    },
    admin: {
      email: env.ADMIN_EMAIL?.toLowerCase(),
      password: env.ADMIN_PASSWORD,
      // Who becomes the first admin: only ADMIN_EMAIL's owner when set; on a server others can reach,
      // the holder of the setup link printed at start rather than whoever signs up first.
      firstAdmin: env.ADMIN_EMAIL ? 'admin-email' : reachableByOthers(env) ? 'setup-link' : 'first-account',
    } as const,
    enableTestLogin: env.ENABLE_TEST_LOGIN,
    enablePasswordLogin: env.ENABLE_PASSWORD_LOGIN ?? env.GOOGLE_CLIENT_ID === undefined,
    passwordHashCost: env.PASSWORD_HASH_COST,
    session: {
      idleMs: env.SESSION_IDLE_DAYS * DAY_MS,
      absoluteMs: env.SESSION_ABSOLUTE_DAYS * DAY_MS,
    },
    authRateLimit: {
      perIp: env.AUTH_RATE_LIMIT_PER_IP,
      failuresBeforeBackoff: env.AUTH_RATE_LIMIT_PER_EMAIL,
      windowMs: env.AUTH_RATE_LIMIT_WINDOW_MINUTES * 60 * 1000,
    },
    quotas: {
      chatRequestsPerMinute: env.CHAT_REQUESTS_PER_MINUTE,
      uploadsPerMinute: env.UPLOADS_PER_MINUTE,
      uploadStorageBytes: env.UPLOAD_STORAGE_MB * MB,
      // What an import may fill (decision 033): chat is not held to it.
      messageStorageBytes: env.MESSAGE_STORAGE_MB * MB,
    },
    replies: {
      providerTimeoutMs: env.PROVIDER_TIMEOUT_SECONDS * 1000,
      concurrency: env.REPLY_CONCURRENCY,
      leaseMs: env.REPLY_LEASE_SECONDS * 1000,
      demoDelayMs: env.DEMO_REPLY_DELAY_MS,
    },
    logLevel: env.LOG_LEVEL,
    // The built web app (spa.ts). Not a variable of the environment: only tests point it elsewhere.
    clientDir: path.resolve('dist/client'),
  };
}

export type Config = ReturnType<typeof toConfig>;

export class ConfigError extends Error {}

/** The only reader of the environment: validates it once and fails with a readable list. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty or blank value (`PORT=` in a .env file) means unset, never zero or "".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim()));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.ENABLE_TEST_LOGIN && reachableByOthers(parsed.data)) {
    throw new ConfigError(
      'Invalid configuration:\n  ENABLE_TEST_LOGIN: signs anyone in by e-mail address alone, so it is refused on a ' +
        'server others can reach (a HOST or PUBLIC_URL beyond loopback, or TRUST_PROXY set)',
    );
  }
  return toConfig(parsed.data, [...builtInConnections(parsed.data), ...fileConnections(parsed.data, present)]);
}

/** The connections CONNECTIONS_FILE adds, if it names a file; a bad file stops the start. */
function fileConnections(env: ParsedEnv, variables: Record<string, string | undefined>): Connection[] {
  const file = env.CONNECTIONS_FILE;
  if (!file) return [];
  try {
    return readConnectionsFile(file, variables);
  } catch (error) {
    if (!(error instanceof ConnectionsFileError)) throw error;
    throw new ConfigError(`Invalid configuration:\n  CONNECTIONS_FILE (${file}): ${error.message}`);
  }
}
