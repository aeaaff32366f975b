import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroupsPlugin, SHARED_CHUNK_MODULES, sharedChunkOf } from './build/chunk-groups';
import { compileHintsPlugin } from './build/compile-hints';

/** The API (apps/api) listens on 3000; the SPA's dev and preview servers forward /api to it. */
const apiProxy = {
  '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000', changeOrigin: false },
};

const distDir = path.join(import.meta.dirname, 'dist');

/**
 * issue 23: the service worker precaches the shell only: index.html, the entry chunk with its static
 * imports and styles (from the Vite manifest), the icon and the web manifest. A first visit no longer
 * downloads every route's chunks (2.9 MB); route chunks and media are cached at runtime when first used.
 */
function shellOnly<T extends { url: string }>(entries: T[]) {
  type Chunk = { file: string; imports?: string[]; css?: string[] };
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const shell = new Set(['index.html', 'favicon.svg', 'manifest.webmanifest']);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || shell.has(chunk.file)) return;
    shell.add(chunk.file);
    for (const css of chunk.css ?? []) shell.add(css);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit('index.html');
  return { manifest: entries.filter((e) => shell.has(e.url)), warnings: [] as string[] };
}

/**
 * react-router 7's package exports only its development build (remix-run/react-router#14102), whose dev
 * warnings stay on in a production bundle: `warning()` checks on every match and the default error
 * boundary's "Hey developer" text and console output. A production build takes the package's own
 * production build, the same code with the warnings compiled out.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** Hashed build files never change: served from the cache once fetched (runtime caching). */
const ONE_MONTH_S = 30 * 24 * 3600;

export default defineConfig(({ command }) => ({
  resolve:
    command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  plugins: [
    react(),
    chunkGroupsPlugin,
    compileHintsPlugin,
    // spec 1 §2.1: the service worker exists in production builds only; a ready update is activated and the
    // page reloads (src/app/service-worker.ts). The shell is precached from the build (no CDN).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      devOptions: { enabled: false },
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'Linksight',
        short_name: 'Linksight',
        description: 'Golf performance analytics for players, coaches and teams.',
        theme_color: '#1e6b3a',
        background_color: '#f6f8f5',
        display: 'standalone',
        start_url: '/',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        navigateFallback: '/index.html',
        // API calls, server-rendered files (PDF, spreadsheets, docs) and media (a news image opened in a
        // new tab, spec 3 §2) never come from the SPA shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/media\//],
        cleanupOutdatedCaches: true,
        manifestTransforms: [shellOnly],
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'linksight-assets',
              expiration: { maxEntries: 300, maxAgeSeconds: ONE_MONTH_S },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Images only: videos are fetched in byte ranges, which a cache answers badly.
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin && url.pathname.startsWith('/media/') && request.destination === 'image',
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'linksight-media',
              expiration: { maxEntries: 100, maxAgeSeconds: ONE_MONTH_S },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, strictPort: true, proxy: apiProxy },
  // The manifest lets scripts/route-js-size.mjs (and the bench) measure what the home route loads.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // issue 23: everything the entry imports statically is one chunk (the shell): a first visit made ~30
    // requests of 0.1–15 KB before, each with ~1.2 KB of headers over HTTP/1.1 and a connection slot
    // (Lighthouse home FCP 3.5 → 2.5 s, JS 238 → 162 KiB). The MUI and react-query modules of lazy pages
    // are four shared chunks (build/chunk-groups.ts); the rest of a lazy route is split as rolldown does.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'] },
            { name: sharedChunkOf, test: SHARED_CHUNK_MODULES, minShareCount: 2 },
          ],
        },
      },
    },
  },
}));
