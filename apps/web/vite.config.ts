import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import {
  desktopChunk,
  firstPageChunk,
  iconChunks,
  listStatesChunk,
  mantineFirstPageChunks,
} from './src/build/first-page-chunk.ts';
import { startChunkPreloads } from './src/build/start-chunk-preloads.ts';
import { preloadsAfterContent } from './vite.first-load.ts';
import { prerenderSignIn } from './vite.prerender.ts';

const startPreloads = startChunkPreloads();

/** Where the dev server sends /api (override with API_URL, e.g. to a server on another port). */
const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // The build-time render needs no copy of public/.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    react(),
    startPreloads.plugin,
    preloadsAfterContent(),
    // The build-time render of the sign-in pages (src/sign-in-prerender.tsx, decision 042) is a Node module: no
    // service worker, no compressed copies, no page inputs.
    ...(isSsrBuild ? [] : clientPlugins()),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // A lazy screen's import does not preload the chunks the page's entry loaded already (src/build/start-chunk-preloads.ts).
    modulePreload: { resolveDependencies: startPreloads.resolveDependencies },
    // Libraries change less often than the app: the ones every page needs get chunks of their own that stay
    // cached across releases. Others (Mantine's components, zod, icons) are not forced into one group: they
    // follow the screens that use them, so the first page loads only what it shows (decision 029).
    rolldownOptions: {
      // Two pages: the app, and the stand-alone sign-in page the server answers /global-signin and /intro with
      // (src/sign-in-main.tsx, decision 042).
      ...(isSsrBuild
        ? {}
        : {
            input: {
              index: fileURLToPath(new URL('./index.html', import.meta.url)),
              'sign-in': fileURLToPath(new URL('./sign-in.html', import.meta.url)),
            },
          }),
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/ },
            // Not React Query's `useQueries` and its observer: only later screens use them.
            { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/](?!.*[\\/](useQueries|queriesObserver)\.js$)/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            {
              name: 'mantine',
              test: /node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/]core[\\/]|hooks[\\/]esm[\\/](utils|use-(id|merged-ref|reduced-motion|isomorphic-effect|uncontrolled|force-update|disclosure|did-update|window-event|media-query|timeout))[\\/])/,
            },
            iconChunks(),
            mantineFirstPageChunks(),
            firstPageChunk(),
            desktopChunk(),
            listStatesChunk(),
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/roles-map.json': { target: api, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/roles-map.json': { target: api, changeOrigin: true },
    },
  },
}));

function clientPlugins() {
  return [
    prerenderSignIn(),
    // The service worker (decision 030): src/sw/sw.ts built into /sw.js with the precache manifest of the
    // build (content hashes) injected; the page registers it (app/bootstrap.ts) and offers new versions.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // public/manifest.webmanifest is the app's manifest, linked from index.html.
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The chunks of the whole app (only the first page's are loaded at once; the rest arrive here).
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    // Brotli and gzip copies (.br, .gz) of every text file in dist, served as they are by the server (decision 031).
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|css|js|mjs|json|svg|webmanifest|txt|xml)$/,
    }),
  ];
}
