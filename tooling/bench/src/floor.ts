import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** The route of the floor app's list page. */
export const FLOOR_PATH = '/clients';

/**
 * Builds the floor app into floor/dist as the portal is built: production mode, every text file
 * also written as .br and .gz beside it.
 */
export async function buildFloor(benchDir: string): Promise<string> {
  const root = join(benchDir, 'floor');
  const outDir = join(root, 'dist');
  await build({
    root,
    logLevel: 'warn',
    plugins: [
      react(),
      compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json)$/, threshold: 1024, logLevel: 'silent' }),
    ],
    // One chunk on purpose: the floor is the stack's whole cost in its simplest shipping form.
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 2048 },
  });
  return outDir;
}

const STATUSES = ['active', 'paused', 'ended'] as const;
const NAMES = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark', 'Wayne', 'Wonka', 'Tyrell', 'Cyberdyne'];

/** The floor's clients: 40 made-up rows, always the same. */
const CLIENTS = Array.from({ length: 40 }, (_, index) => ({
  id: `client-${index + 1}`,
  name: `${NAMES[index % NAMES.length]} ${['Labs', 'Group', 'Industries', 'Partners'][index % 4]} ${index + 1}`,
  contact: `contact${index + 1}@example.test`,
  status: STATUSES[index % 7 === 0 ? 2 : index % 5 === 0 ? 1 : 0],
  since: new Date(Date.UTC(2024, index % 12, (index % 27) + 1)).toISOString(),
  monthlyMinor: 250_000 + index * 13_750,
}));

/** The first 25 clients that match the search (name or contact) and the status. */
function clientsPage(query: URLSearchParams): { items: typeof CLIENTS } {
  const search = query.get('search')?.toLowerCase() ?? '';
  const status = query.get('status') ?? '';
  const items = CLIENTS.filter(
    (client) => (!status || client.status === status) && (!search || `${client.name} ${client.contact}`.toLowerCase().includes(search)),
  );
  return { items: items.slice(0, 25) };
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** The precompressed file the browser accepts, as the API serves the portal's build. */
async function precompressed(file: string, acceptEncoding: string): Promise<{ body: Buffer; encoding?: string }> {
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!acceptEncoding.includes(encoding)) continue;
    const body = await readFile(`${file}${suffix}`).catch(() => null);
    if (body) return { body, encoding };
  }
  return { body: await readFile(file) };
}

/**
 * The floor app's server: its build, precompressed and with the SPA fallback, and its one JSON
 * endpoint, GET /api/clients?search=&status=, in the portal's `{ data }` envelope.
 */
export async function serveFloor(dir: string, port: number): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://floor');
      const acceptEncoding = String(request.headers['accept-encoding'] ?? '');
      if (url.pathname === '/api/clients') {
        const json = Buffer.from(JSON.stringify({ data: clientsPage(url.searchParams) }));
        const brotli = acceptEncoding.includes('br');
        response.writeHead(200, {
          'content-type': 'application/json',
          'cache-control': 'no-store',
          ...(brotli ? { 'content-encoding': 'br', vary: 'accept-encoding' } : {}),
        });
        response.end(brotli ? brotliCompressSync(json) : json);
        return;
      }
      const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
      const asset = path.startsWith('/assets/') && extname(path) in TYPES;
      const file = join(dir, asset ? path : 'index.html');
      try {
        const { body, encoding } = await precompressed(file, acceptEncoding);
        response.writeHead(200, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
          'cache-control': asset ? 'public, max-age=31536000, immutable' : 'no-cache',
          ...(encoding ? { 'content-encoding': encoding, vary: 'accept-encoding' } : {}),
        });
        response.end(body);
      } catch {
        response.writeHead(404).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
