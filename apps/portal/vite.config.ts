import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API (and, in development, its runtime config, dev mailbox and demo assets) runs beside Vite.
const API_ORIGIN = process.env.PORTAL_API_ORIGIN ?? 'http://localhost:3000';
const proxied = ['/api/', '/runtime-config.json', '/dev/', '/demo-assets/'];

const inNodeModules = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: API_ORIGIN, changeOrigin: false }])),
  },
  preview: {
    port: 4173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: API_ORIGIN, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    // The API serves dist as is: no source maps in production (PORTAL_SOURCEMAP=1 for bundle analysis).
    sourcemap: process.env.PORTAL_SOURCEMAP === '1',
    rolldownOptions: {
      treeshake: {
        // The workspace packages are consumed from source and only define things when imported.
        // Saying so lets the bundler leave their modules that the first page does not use (e.g. the
        // accept-terms modal re-exported by @portal/auth) out of the first download.
        moduleSideEffects: [{ test: /[\\/]packages[\\/](contract|api-client|ui|auth)[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // Changes rarely: cached across deployments of the app code.
              name: 'vendor-react',
              test: inNodeModules(
                'react|react-dom|scheduler|react-router|react-redux|@reduxjs|redux|redux-thunk|reselect|immer|use-sync-external-store',
              ),
              priority: 20,
            },
            {
              // Only the MUI pieces every page needs; the rest loads with the screens that use it.
              name: 'vendor-mui',
              test: inNodeModules('@mui|@emotion|@popperjs|react-transition-group|stylis|clsx|notistack|goober'),
              tags: ['$initial'],
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
