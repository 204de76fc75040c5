import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.PORT ?? '5000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist/client', emptyOutDir: true },
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
