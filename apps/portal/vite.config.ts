import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The API (and, in development, its runtime config, dev mailbox and demo assets) runs beside Vite.
const API_ORIGIN = process.env.PORTAL_API_ORIGIN ?? 'http://localhost:3000';
const proxied = ['/api/', '/runtime-config.json', '/dev/', '/demo-assets/', '/sandbox/'];
// xfwd: the API tells a browser on this machine from one elsewhere (the dev mailbox answers only the
// former), which it could not if Vite, started with --host, passed every request on as its own.
const proxy = Object.fromEntries(proxied.map((path) => [path, { target: API_ORIGIN, changeOrigin: false, xfwd: true }]));

const inNodeModules = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);
const MUI_CORE = inNodeModules(
  '@mui|@emotion|@babel|react-transition-group|@popperjs|clsx|prop-types|react-is|stylis|hoist-non-react-statics',
);
// MUI X (charts, date pickers) and the icons load with the screens that show them: in the shared
// chunk, every screen's icons went to every page.
const MUI_X_AND_ICONS = /[\\/]@mui[\\/](x-|icons-material)/;
// MUI's parts that only some screens show (forms with suggestions, tabs, dialogs, tooltips, toggle
// buttons, check boxes, list items): they load with those screens, not with every page. Measured on
// /invoices: 264 KiB of script with all of MUI shared, 241 KiB with the first of these left out,
// 235 KiB with the rest and the icons.
const MUI_FOR_SOME_SCREENS = inNodeModules(
  `@popperjs|@mui[\\\\/]material[\\\\/](?:${[
    'Autocomplete',
    'useAutocomplete',
    'Popper',
    'Tabs',
    'Tab',
    'TabScrollButton',
    'Tooltip',
    'Switch',
    'Radio',
    'RadioGroup',
    'LinearProgress',
    'Dialog',
    'DialogActions',
    'DialogContent',
    'DialogContentText',
    'DialogTitle',
    'ListSubheader',
    'ToggleButton',
    'ToggleButtonGroup',
    'Breadcrumbs',
    'CardActionArea',
    'Checkbox',
    'FormControlLabel',
    'Divider',
    'ListItemButton',
    'ListItemText',
  ].join('|')})`,
);
// The state and notification libraries every signed-in page runs, kept with MUI in one chunk:
// fewer round trips, and one larger file compresses better than several small ones.
const SIGNED_IN_VENDOR = inNodeModules('@reduxjs|immer|reselect|redux|react-redux|redux-thunk|use-sync-external-store|notistack|goober');

// The full app's chunk (src/app/core/start-core.tsx) and the two large scripts it waits for.
const START_CORE_CHUNK = /(^|[\\/])start-core-[\w-]+\.js$/;
const FULL_APP_LARGE_SCRIPTS = /(^|[\\/])(vendor-app|http-client)-[\w-]+\.js$/;

// Every text file of the build also as .br and .gz beside it: the API serves the one the browser
// accepts, compressed once here instead of on each request (script is a third of its size so).
const precompressed = compression({
  algorithms: ['brotliCompress', 'gzip'],
  include: /\.(js|css|html|svg|json|webmanifest)$/,
  threshold: 1024,
  skipIfLargerOrEqual: true,
  logLevel: 'silent',
});

export default defineConfig({
  plugins: [react(), precompressed],
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
    // The entry's scripts are named in index.html, where the browser finds them at once. A lazy
    // screen's scripts are not preloaded by script: inserting a <link> per script cost more main
    // thread (measured: about half the blocking time of a signed-in page on a phone) than the
    // browser takes to find them through the screen's own imports. The full app's two large
    // scripts (MUI with RTK, and axios) are the exception: a returning user's first page waits for
    // them, so they are asked for with start-core rather than once it has arrived (mobile LCP 5-9%
    // shorter on /invoices, /contracts and /dashboard). All of start-core's scripts at once gave as
    // much, but they then ran in one long task (desktop TBT of /invoices 62 -> 243 ms).
    modulePreload: {
      resolveDependencies: (file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
        hostType === 'html' ? deps : START_CORE_CHUNK.test(file) ? deps.filter((dep) => FULL_APP_LARGE_SCRIPTS.test(dep)) : [],
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What a visitor's first page needs from node_modules; changes rarely, so it stays
              // cached across deployments of the app code. The signed-in pages' libraries and the HTTP
              // client load with the full app or a form's first use, in chunks of their own.
              name: 'vendor-react',
              test: inNodeModules('react|react-dom|scheduler|react-router|cookie|set-cookie-parser'),
              priority: 20,
            },
            {
              // The group and its buttons, used together, in one file rather than two. Below the
              // shared chunk in priority: the modules both import stay there.
              name: 'toggle-buttons',
              test: inNodeModules('@mui[\\\\/]material[\\\\/](?:ToggleButton|ToggleButtonGroup)'),
              priority: 5,
            },
            {
              // MUI, emotion, RTK and notistack in one chunk: a signed-in page loaded 85 scripts,
              // most of 1 KB, and on a phone's network each costs a round trip. One chunk for all
              // signed-in pages, cached across them and across deployments of the app code. MUI's
              // parts for some screens only, the charts and the date pickers stay apart: the
              // screens that show them load them. The chunk takes in whatever its modules import,
              // so that no module of it waits on a later chunk (measured when the chunk was split
              // by screens instead: a Select rendered before its Input was defined).
              name: 'vendor-app',
              test: (id: string) =>
                (MUI_CORE.test(id) && !MUI_X_AND_ICONS.test(id) && !MUI_FOR_SOME_SCREENS.test(id)) || SIGNED_IN_VENDOR.test(id),
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
