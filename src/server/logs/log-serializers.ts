// The log's serializers: what an error or a request becomes in a log line, without the values a
// person sent.

// Fields that carry row values: a statement's parameters (Drizzle), and PostgreSQL's `detail`
// ("Key (email)=(…) already exists", "Failing row contains (…)") and `where`.
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where']);
const MAX_CAUSES = 4;

/** The message without values: Drizzle appends the parameters, a data error quotes the refused value. */
function messageWithoutValues(error: Error & { code?: unknown }): string {
  let message = error.message;
  const params = message.indexOf('\nparams: ');
  if (params >= 0) message = message.slice(0, params);
  // SQLSTATE class 22 (data exception): `invalid input syntax for type integer: "…"`.
  if (typeof error.code === 'string' && error.code.startsWith('22')) message = message.replace(/: ".*"$/s, ': "…"');
  return message;
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** Like pino's error serializer, keeping SQLSTATE codes and constraint names but no values. */
export function serializeError(error: Error, depth = 0): SerializedError {
  // Whatever was logged under `err` arrives here; pino leaves a non-error as it is.
  if (!(error instanceof Error)) return error;
  const message = messageWithoutValues(error);
  const stack = (message === error.message ? error.stack : error.stack?.replace(error.message, message)) ?? '';
  const fields: SerializedError = { type: error.constructor.name, message, stack };
  for (const [key, value] of Object.entries(error)) {
    if (!(key in fields) && key !== 'cause' && !VALUE_FIELDS.has(key)) fields[key] = value;
  }
  const { cause } = error;
  if (cause !== undefined)
    fields.cause = cause instanceof Error && depth < MAX_CAUSES ? serializeError(cause, depth + 1) : cause;
  return fields;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/** Fastify's request fields, with the path only: a query string may carry tokens or search terms. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
