import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API (and, in development, its runtime config, dev mailbox and demo assets) runs beside Vite.
const API_ORIGIN = process.env.PORTAL_API_ORIGIN ?? 'http://localhost:3000';
const proxied = ['/api/', '/runtime-config.json', '/dev/', '/demo-assets/', '/sandbox/'];
// xfwd: the API tells a browser on this machine from one elsewhere (the dev mailbox answers only the
// former), which it could not if Vite, started with --host, passed every request on as its own.
const proxy = Object.fromEntries(proxied.map((path) => [path, { target: API_ORIGIN, changeOrigin: false, xfwd: true }]));

const inNodeModules = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy,
  },
  preview: {
    port: 4173,
    proxy,
  },
  build: {
    outDir: 'dist',
    // The API serves dist as is: no source maps in production (PORTAL_SOURCEMAP=1 for bundle analysis).
    sourcemap: process.env.PORTAL_SOURCEMAP === '1',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What a visitor's first page needs from node_modules; changes rarely, so it stays
              // cached across deployments of the app code. MUI, emotion, RTK and axios load with
              // the full app or a form's first use, in chunks of their own.
              name: 'vendor-react',
              test: inNodeModules('react|react-dom|scheduler|react-router|cookie|set-cookie-parser'),
              priority: 20,
            },
          ],
        },
      },
    },
  },
});
