// Vite build and dev server for the SPA: file routes, React, and a dev proxy to the API server.
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT || 3000}`;

export default defineConfig({
  // Deep routes such as /casino/play/<id> load assets from the site root, so the base is absolute.
  base: '/',
  plugins: [
    // The router plugin must run before React so it can split route files before JSX is compiled.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
  ],
  build: {
    // VITE_OUT_DIR lets several builds (one per developer working in the same tree) stay apart.
    outDir: process.env.VITE_OUT_DIR || 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: Number(process.env.VITE_PORT || 5173),
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/hub': { target: apiTarget, changeOrigin: true, ws: true },
      // Images the server ships with its content (slider, categories, promotions).
      '/media': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/hub': { target: apiTarget, changeOrigin: true, ws: true },
      // Images the server ships with its content (slider, categories, promotions).
      '/media': { target: apiTarget, changeOrigin: true },
    },
  },
});
