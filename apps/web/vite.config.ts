import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = 'http://127.0.0.1:8080';

// Long-lived vendor chunks change rarely, so browsers keep them cached across deploys of page code.
// Mantine is left to Rollup on purpose: split per component, a page downloads only the widgets it uses.
const vendorChunks: Record<string, string[]> = {
  react: ['react', 'react-dom', 'react-router', 'scheduler'],
  query: ['@tanstack'],
};

// `vite build --ssr` builds the server-side entry (src/first-screen.tsx) into dist-server: outside dist, so
// it is never served as a file, and without the browser build's plugins (service worker, precompression).
const ssrBuild: UserConfig = {
  root,
  plugins: [react()],
  // The workspace packages are TypeScript sources: bundled in. So are Mantine and the icons, for the
  // server's start: loaded by Node, their entries bring in every component and every icon (the module
  // took 1.6–1.9 s to import), bundled only what the drawn pages use (0.45 s). React stays outside, the
  // one copy react-dom/server renders with; other packages are loaded by Node.
  ssr: { noExternal: [/^@ptcg\//, /^@mantine\//, /^@tabler\//] },
  build: {
    ssr: 'src/first-screen.tsx',
    outDir: fileURLToPath(new URL('./dist-server', import.meta.url)),
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'first-screen.js' } },
  },
};

const browserBuild: UserConfig = {
  root,
  plugins: [
    react(),
    // Precompressed next to each file (x.js.br, x.js.gz): the server sends them as they are, so
    // compression costs nothing per request and brotli can use its slowest, smallest setting.
    compression({
      include: /\.(js|css|html|svg|json|txt|map)$/,
      threshold: 1024,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    }),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
      includeAssets: ['favicon.svg', 'favicon.ico', 'apple-touch-icon.png', 'before-paint.js'],
      manifest: {
        id: '/home',
        name: '宝可梦卡牌中文资料站',
        short_name: '卡牌资料站',
        description: '简体中文宝可梦集换式卡牌游戏资料站：卡牌数据库、官方赛事成绩、卡组统计与选手排名。',
        lang: 'zh-CN',
        start_url: '/home',
        scope: '/',
        display: 'standalone',
        theme_color: '#4263eb',
        background_color: '#ffffff',
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell and the hashed bundles; API answers and server-made images are never cached here.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        // Pages come from the network first (the server writes the current announcement into them) and
        // from the cached shell when offline or slow.
        navigateFallback: null,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/static/'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pages',
              networkTimeoutSeconds: 3,
              expiration: { maxEntries: 30 },
              precacheFallback: { fallbackURL: '/index.html' },
            },
          },
        ],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    // .vite/manifest.json: the server links a page's lazily loaded styles and code into the pages it draws.
    manifest: true,
    // The build writes each file's gzip and brotli forms beside it (above); Vite's report of gzip sizes
    // would compress every chunk once more only to print the figure.
    reportCompressedSize: false,
    assetsDir: 'assets',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // On a phone each file costs a round trip (six at a time over HTTP/1.1): tiny shared pieces are
        // merged into the chunks that use them instead of being fetched one by one.
        experimentalMinChunkSize: 8_000,
        manualChunks(id) {
          const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
          if (!match) return undefined;
          const pkg = match[1]!;
          for (const [chunk, packages] of Object.entries(vendorChunks)) {
            if (packages.some((p) => pkg === p || pkg.startsWith(`${p}/`))) return `vendor-${chunk}`;
          }
          return undefined;
        },
      },
    },
  },
  server: {
    proxy: {
      // The API refuses admin calls whose Origin is not its own host; the dev server is another port.
      '/api': {
        target: apiTarget,
        changeOrigin: true,
        configure: (proxy) => proxy.on('proxyReq', (req) => req.removeHeader('origin')),
      },
      '/static': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/static': { target: apiTarget, changeOrigin: true },
    },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : browserBuild));
