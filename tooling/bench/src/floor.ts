import { join } from 'node:path';
import { registerPortal } from '@portal/api/static-files';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
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

interface ClientsQuery {
  search?: string;
  status?: string;
}

/** The first 25 clients that match the search (name or contact) and the status. */
function clientsPage({ search = '', status = '' }: ClientsQuery): { items: typeof CLIENTS } {
  const items = CLIENTS.filter(
    (client) =>
      (!status || client.status === status) && (!search || `${client.name} ${client.contact}`.toLowerCase().includes(search.toLowerCase())),
  );
  return { items: items.slice(0, 25) };
}

/**
 * The floor app's server: its build served by the API's own static-file setup (precompressed
 * files, the same cache headers, the SPA fallback), and its one JSON endpoint,
 * GET /api/clients?search=&status=, in the portal's `{ data }` envelope.
 */
export async function serveFloor(dir: string, port: number): Promise<{ url: string; close(): Promise<void> }> {
  const app = Fastify();
  app.get<{ Querystring: ClientsQuery }>('/api/clients', (request) => ({ data: clientsPage(request.query) }));
  const pageFallback = await registerPortal(app, dir);
  app.setNotFoundHandler((request, reply) => {
    if (!pageFallback(request, reply)) void reply.code(404).send();
  });
  await app.listen({ port, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
