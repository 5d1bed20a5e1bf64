import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/web',
  // BUILD_DIR lets a second build live beside the default one (same variable read by the server).
  buildDirectory: process.env.BUILD_DIR || 'build',
  ssr: true,
  future: {
    // Loaders receive the app's AppLoadContext (src/web/context.ts), not a RouterContextProvider.
    v8_middleware: false,
    v8_splitRouteModules: true,
    // Dev uses Vite middleware mode + ssrLoadModule (src/server/dev.ts).
    v8_viteEnvironmentApi: false,
    // Loaders see the page URL, never the `.data` one (the locale is read from its prefix).
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
