import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiRequest } from '#server/api-request';

const GOOGLE_IDENTITY = 'https://accounts.google.com/gsi/';
/**
 * The inline scripts of index.html, allowed by their hashes, not by 'unsafe-inline' (decision 025):
 * the one that puts the chosen theme on the page before its first paint, and the one that asks who
 * is signed in before the bundle has loaded (decision 051). security-headers.test.ts fails when
 * index.html's scripts no longer have these hashes.
 */
const INLINE_SCRIPT_HASHES = [
  "'sha256-KoD0hj4oM3RrmLr/aI5pyJKAjqodEwdMiWIIzPlNfVY='",
  "'sha256-Eq8Nbk+zDfnG57hMyxsuncZfSH5YYe9w03ihN/a/AOA='",
];

/** A strict CSP that still lets Google Identity Services load its script and open its popup. */
function helmetOptions(secureCookies: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...INLINE_SCRIPT_HASHES, `${GOOGLE_IDENTITY}client`],
        styleSrc: ["'self'", "'unsafe-inline'", `${GOOGLE_IDENTITY}style`],
        connectSrc: ["'self'", GOOGLE_IDENTITY],
        frameSrc: [GOOGLE_IDENTITY],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: secureCookies,
  };
}

/**
 * Helmet's headers for these options, worked out once at start: they are the same for every answer,
 * and building them per request was a tenth of the server's time on a poll (decision 011).
 */
export function securityHeaderValues(secureCookies: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(secureCookies))({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * What an API answer needs (OWASP's REST set): it is data, never a page, so nothing may run, load or
 * frame it, and no cache keeps it (it carries a person's data, errors included). The page headers
 * are a kilobyte, most of it a CSP that only a document uses: sent on every poll, they were a fifth
 * of the bytes the server wrote.
 */
export function apiHeaderValues(secureCookies: boolean): Record<string, string> {
  const page = securityHeaderValues(secureCookies);
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    'cache-control': 'no-store',
    ...(page['strict-transport-security'] ? { 'strict-transport-security': page['strict-transport-security'] } : {}),
  };
}

export const securityHeaders = fp(async (app: FastifyInstance) => {
  const pageHeaders = securityHeaderValues(app.config.secureCookies);
  const apiHeaders = apiHeaderValues(app.config.secureCookies);
  // Set before any hook can fail, so that errors carry them too.
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(isApiRequest(request) ? apiHeaders : pageHeaders);
  });
});
