import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.PORT ?? '5000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
