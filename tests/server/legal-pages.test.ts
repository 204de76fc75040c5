import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { useTestApp } from '#tests/helpers/test-app';

// The footer's /privacy and /terms (docs/behaviour.md, Main chat screen).
const configured = useTestApp({ PRIVACY_URL: 'https://example.com/privacy', TERMS_URL: 'https://example.com/terms' });
const plain = useTestApp();

describe('/privacy and /terms', () => {
  it('send the browser to PRIVACY_URL and TERMS_URL where the operator set them', async () => {
    for (const [path, url] of [
      ['/privacy', 'https://example.com/privacy'],
      ['/terms', 'https://example.com/terms'],
    ]) {
      const response = await configured.app.inject({ url: path });
      expect(response.statusCode, path).toBe(302);
      expect(response.headers.location).toBe(url);
    }
  });

  it('are the web app’s own pages otherwise, with no redirect', async () => {
    for (const path of ['/privacy', '/terms']) {
      const response = await plain.app.inject({ url: path });
      expect(response.statusCode, path).not.toBe(302);
      expect(response.headers.location).toBeUndefined();
    }
  });

  it('refuse an address that is not http or https at start', () => {
    expect(() => loadConfig({ PRIVACY_URL: 'javascript:alert(1)' })).toThrow(/PRIVACY_URL/);
    expect(() => loadConfig({ TERMS_URL: 'not a url' })).toThrow(/TERMS_URL/);
  });
});
