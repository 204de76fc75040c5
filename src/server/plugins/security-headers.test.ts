import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { securityHeaderValues } from '#server/plugins/security-headers';
import { indexHtmlInlineScripts } from '#tests/helpers/index-html';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

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

  it("allows index.html's inline theme and early sign-in scripts by their hashes, and no other inline script", () => {
    const scripts = indexHtmlInlineScripts();
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toContain('pairwise-theme');
    expect(scripts[1]).toContain('/api/user');
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(securityHeaderValues(false)['content-security-policy'] ?? '');
    const sources = scriptSrc?.[1]?.split(' ') ?? [];
    for (const script of scripts) expect(sources).toContain(sha256(script));
    expect(sources.filter((source) => source.startsWith("'sha256-"))).toHaveLength(2);
    expect(sources).not.toContain("'unsafe-inline'");
  });
});
