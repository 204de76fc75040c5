import fs from 'node:fs';

/** Debian's chromium (docs/behaviour.md, Toolchain), unless PAIRWISE_CHROMIUM names another build. */
export function chromiumPath(): string {
  return process.env.PAIRWISE_CHROMIUM || '/usr/bin/chromium';
}

/** Fails at once, with the fix, rather than after the build and the server start. */
export function assertChromiumInstalled(): void {
  const path = chromiumPath();
  if (!fs.existsSync(path)) {
    throw new Error(
      `The end-to-end tests need Chromium at ${path}: install Debian's package (apt-get install chromium) or set PAIRWISE_CHROMIUM.`,
    );
  }
}
