import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const GOOGLE_IDENTITY = 'https://accounts.google.com/gsi/';

/** A strict CSP that still lets Google Identity Services load its script and open its popup. */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
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
    strictTransportSecurity: app.config.secureCookies,
  });
});
