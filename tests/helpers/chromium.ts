import { type Browser, chromium } from 'playwright-core';
import { chromiumPath } from '#tests/e2e/setup/chromium';

// docs/behaviour.md, Toolchain: Debian's chromium, and nothing of Google's background traffic.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Nothing but loopback: Chromium never proxies 127.0.0.1, and sends every other address to a
  // proxy that is not there. No request interception, which would slow every request down.
  '--proxy-server=http://127.0.0.1:9',
];

/** Headless Chromium with the flags above, as the end-to-end tests and the benchmarks run it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}
