import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = 'http://127.0.0.1:8080';

// Long-lived vendor chunks change rarely, so browsers keep them cached across deploys of page code.
// Mantine is left to Rollup on purpose: split per component, a page downloads only the widgets it uses.
const vendorChunks: Record<string, string[]> = {
  react: ['react', 'react-dom', 'react-router', 'scheduler'],
  query: ['@tanstack'],
};

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    assetsDir: 'assets',
    emptyOutDir: true,
    rollupOptions: {
      output: {
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
      '/api': { target: apiTarget, changeOrigin: true },
      '/static': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/static': { target: apiTarget, changeOrigin: true },
    },
  },
});
