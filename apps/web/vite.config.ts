import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/** The API (apps/api) listens on 3000; the SPA's dev and preview servers forward /api to it. */
const apiProxy = {
  '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000', changeOrigin: false },
};

export default defineConfig({
  plugins: [
    react(),
    // spec 1 §2.1: the service worker exists in production builds only; a ready update is activated and the
    // page reloads (src/app/service-worker-updater.tsx). Everything is precached from the build: no CDN.
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
      },
    }),
  ],
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, strictPort: true, proxy: apiProxy },
  // The manifest lets scripts/route-js-size.mjs (and the bench) measure what the home route loads.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
});
