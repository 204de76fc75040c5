import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiPort = process.env.PORT ?? '5000';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const PRECOMPRESSED = /\.(?:js|css|html|svg|json)$/;
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` beside each text file of the build over 1 KiB, at the highest levels: they
 * are made once, and the server sends them as they are (src/server/plugins/spa.ts, decision 022).
 * Folders starting with a dot (Vite's manifest) are not served, so not compressed.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'pairwise-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true })).filter(
        (file) => PRECOMPRESSED.test(file) && !file.split(path.sep).some((part) => part.startsWith('.')),
      );
      await Promise.all(
        files.map(async (file) => {
          const content = await fs.readFile(path.join(outDir, file));
          if (content.length <= PRECOMPRESS_MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }),
            gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([
            fs.writeFile(path.join(outDir, `${file}.br`), br),
            fs.writeFile(path.join(outDir, `${file}.gz`), gz),
          ]);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  // The manifest lets `npm run bench:size` follow each route's imports (bench/lib/client-size.ts).
  build: { outDir: 'dist/client', emptyOutDir: true, manifest: true },
  server: {
    proxy: {
      // The API checks Origin on writes; the dev server forwards as if the page were served by the API.
      '/api': {
        target: `http://127.0.0.1:${apiPort}`,
        changeOrigin: true,
        headers: { origin: `http://127.0.0.1:${apiPort}` },
      },
    },
  },
});
