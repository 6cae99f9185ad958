import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicFolder } from '../paths';

export const DEMO_ASSETS_PREFIX = '/demo-assets/';

/** Images of the demo data (e.g. the customer success manager's portrait). */
export async function registerDemoAssets(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: join(publicFolder, 'demo'),
    prefix: DEMO_ASSETS_PREFIX,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=86400'),
  });
}

export function hasPortalBuild(portalDist: string): boolean {
  return existsSync(join(portalDist, 'index.html'));
}

const HASHED_ASSETS = `${sep}assets${sep}`;

function portalCacheControl(sentPath: string): string {
  // A precompressed copy is cached as the file it stands for.
  const path = sentPath.replace(/\.(br|gz)$/, '');
  // Vite puts content-hashed files under assets/: they never change under the same name.
  if (path.includes(HASHED_ASSETS)) return 'public, max-age=31536000, immutable';
  if (path.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Serves the built portal and returns the SPA fallback for the not-found handler: page requests
 * get index.html, so deep links work on reload.
 */
export async function registerPortal(
  app: FastifyInstance,
  portalDist: string,
): Promise<(request: FastifyRequest, reply: FastifyReply) => boolean> {
  await app.register(fastifyStatic, {
    root: portalDist,
    prefix: '/',
    // The build writes .br and .gz beside each text file: sent as the browser accepts, never compressed per request.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => reply.header('cache-control', portalCacheControl(path)),
  });

  return (request, reply) => {
    if (!isPageRequest(request)) return false;
    void reply.header('cache-control', 'no-cache').sendFile('index.html');
    return true;
  };
}

/** A browser navigation to a client-side route: not the API, not a file, HTML acceptable. */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '';
  // The API, the sandbox's pages and the development tools answer their own 404, never the portal.
  if (/^\/(api|sandbox|dev)(\/|$)/.test(path)) return false;
  if (path.slice(path.lastIndexOf('/') + 1).includes('.')) return false;
  const accept = request.headers.accept ?? '*/*';
  return accept.includes('text/html') || accept.includes('*/*');
}
