import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiRequest } from '#server/api-request';

const GOOGLE_IDENTITY = 'https://accounts.google.com/gsi/';

/** A strict CSP that still lets Google Identity Services load its script and open its popup. */
function helmetOptions(secureCookies: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", `${GOOGLE_IDENTITY}client`],
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

export const securityHeaders = fp(async (app: FastifyInstance) => {
  const headers = securityHeaderValues(app.config.secureCookies);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    // Answers carry a person's data: no cache keeps them, errors included. Set before any hook can fail.
    if (isApiRequest(request)) reply.header('cache-control', 'no-store');
  });
});
