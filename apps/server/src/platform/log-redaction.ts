/**
 * Secrets that the call catalogue puts in query strings (the one-time code of `auth/g/otp/{mobile}/validate`,
 * the base64 passcode of `user_passcode/validate`, the refresh token of `auth/g/logout`) never reach the
 * logs: their values are replaced in every logged URL.
 */
const SECRET_PARAMS = new Set(['otp', 'pass_code', 'passcode', 'token']);

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is kept as it is.
      }
      return SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${parts.join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/** Fastify's request serializer, with the URL redacted. */
export function serializeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** A database error of either driver, or drizzle's wrapper of one (it carries the query and its values). */
function isDatabaseError(e: Record<string, unknown>): boolean {
  return 'query' in e || 'params' in e || 'severity' in e || (typeof e.code === 'string' && SQLSTATE.test(e.code));
}

/**
 * A database error's text without the values of the statement: drizzle appends them ("params: …") and
 * PostgreSQL quotes the offending value ('invalid input syntax for type integer: "…"'); both would put
 * customers' names and mobile numbers in the log.
 */
function redactDatabaseMessage(text: string): string {
  const cut = text.indexOf('\nparams:');
  return (cut >= 0 ? text.slice(0, cut) : text).replace(/"[^"]*"/g, '"[redacted]"');
}

/**
 * The logger's error serializer. Database errors keep what explains them (the statement with its
 * placeholders, SQLSTATE, constraint, table, column, routine) and lose every value: no params, no detail
 * ('Key (mobile)=(…) already exists'), no quoted value in the message. Other errors are logged as pino
 * would, causes included.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (error === null || typeof error !== 'object' || depth > 5) return error;
  const e = error as Record<string, unknown> & { stack?: string; message?: string };
  const type = (error as object).constructor?.name ?? 'Error';
  const database = isDatabaseError(e);
  const message = typeof e.message === 'string' ? (database ? redactDatabaseMessage(e.message) : e.message) : undefined;
  const frames = typeof e.stack === 'string' ? e.stack.split('\n').filter((l) => /^\s+at /.test(l)) : [];
  const out: Record<string, unknown> = {
    type,
    message,
    stack: [`${type}: ${message ?? ''}`, ...frames].join('\n'),
  };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = e.code;
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (database) {
    if (typeof e.query === 'string') out.query = e.query;
    for (const key of ['routine', 'constraint', 'table', 'column', 'schema'] as const) {
      if (typeof e[key] === 'string') out[key] = e[key];
    }
  }
  if (e.cause !== undefined) out.cause = serializeError(e.cause, depth + 1);
  return out;
}
