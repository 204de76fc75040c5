import { describe, expect, it } from 'vitest';
import { securityHeaderValues } from '#server/plugins/security-headers';

describe('securityHeaderValues', () => {
  it('asks browsers for HTTPS only when the server is served over it', () => {
    expect(securityHeaderValues(true)['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(securityHeaderValues(false)).not.toHaveProperty('strict-transport-security');
  });

  it('names every header in lower case, as Fastify keeps them, with no embedder policy', () => {
    const headers = securityHeaderValues(false);
    expect(Object.keys(headers).every((name) => name === name.toLowerCase())).toBe(true);
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
  });
});
