import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  // The React Router plugin refuses to run inside Vitest; unit tests need no route build.
  plugins: process.env.VITEST ? [] : [reactRouter()],
  optimizeDeps: {
    // Only loaders use these (removed from browser code); keep Vite's dependency scan off them.
    exclude: ['drizzle-orm', '@electric-sql/pglite', 'pg', 'fastify'],
  },
  build: {
    // Browsers of the last ~2.5 years (Chrome/Edge 107+, Firefox 104+, Safari 16+).
    target: 'baseline-widely-available',
    // Compressed siblings are written by scripts/precompress.ts; skip Vite's size estimate.
    reportCompressedSize: false,
  },
});
