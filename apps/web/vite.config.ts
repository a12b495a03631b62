import { constants } from 'node:zlib';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig({
  plugins: [
    react(),
    // issue 8 §2: every text file is also written as .br and .gz next to itself; the server sends
    // the one the browser accepts (@fastify/static `preCompressed`), so nothing is compressed per request
    compression({
      include: /\.(html|css|js|mjs|json|svg|txt|webmanifest)$/,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  // source maps are written for debugging reported errors but never referenced by the bundles
  // ('hidden'); the server refuses to serve *.map (apps/server/src/platform/http/web-app.ts)
  build: { outDir: 'dist', sourcemap: 'hidden', chunkSizeWarningLimit: 1500 },
});
