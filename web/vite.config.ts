// The website build: web/ → web/dist, served by the Express server (one origin). The shipped
// assets/ folder is the public folder, so the video's staticFile() paths (fonts, music, the demo
// recap) resolve at the site root exactly as they do in Remotion.
// Dev mode (`npm run dev:web`) proxies the API to the server at API_URL (default :3000).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const webDir = path.dirname(fileURLToPath(import.meta.url));
const rootDir = path.resolve(webDir, '..');
const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: webDir,
  publicDir: path.join(rootDir, 'assets'),
  build: {
    outDir: path.join(webDir, 'dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    reportCompressedSize: false,
    rollupOptions: {
      // Libraries marked "use client" (for server components) are plain client code here.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    strictPort: false,
    fs: { allow: [rootDir] },
    proxy: Object.fromEntries(['/api', '/auth', '/dev', '/media', '/healthz'].map((p) => [p, { target: api, changeOrigin: false }])),
  },
});
