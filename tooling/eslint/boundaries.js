// The package layers. Arrows point one way:
// app -> features -> shared-feature (auth) -> shared (api-client, ui) -> schema; server -> schema.
// Which package is in which layer is read from the workspace (each package.json's "portal.layer").

const MESSAGES = {
  server: 'The API imports no client package. Put what both sides need (schemas, types, constants) in @portal/api-schema.',
  schema: '@portal/api-schema is the bottom layer: it imports no other package of the portal.',
  shared:
    'Shared packages (api-client, ui) import no feature. Move the piece you need down into this package, or pass it in from the feature.',
  'shared-feature': 'auth is below the feature packages. Move what both need into @portal/ui, @portal/api-client or @portal/api-schema.',
  feature:
    'A feature package never imports another feature. Move the shared piece into @portal/ui (components, formatting, list and form kits), @portal/api-client (endpoints, tags, search params) or @portal/api-schema (schemas, types); the portal shell composes features.',
  app: 'The portal imports no server code: what both sides need belongs in @portal/api-schema.',
};

/** Which layers each layer must not import. */
const FORBIDDEN = {
  server: ['app', 'feature', 'shared-feature', 'shared'],
  schema: ['server', 'app', 'feature', 'shared-feature', 'shared'],
  shared: ['server', 'app', 'feature', 'shared-feature'],
  'shared-feature': ['server', 'app', 'feature'],
  feature: ['server', 'app', 'feature'],
  app: ['server'],
  tooling: [],
};

function forbid(names, message) {
  return names.map((name) => ({ group: [name, `${name}/*`], message }));
}

/**
 * The `no-restricted-imports` patterns that keep package `name` inside its layer.
 * @param {string} name
 * @param {{ name: string, layer: string }[]} packages the workspace (see workspace.js)
 */
export function boundaryPatterns(name, packages) {
  const own = packages.find((candidate) => candidate.name === name);
  if (!own) throw new Error(`${name} is not a package of the workspace`);
  const forbiddenLayers = FORBIDDEN[own.layer];
  const forbidden = packages.filter((other) => other.name !== name && forbiddenLayers.includes(other.layer)).map((other) => other.name);
  return forbidden.length === 0 ? [] : forbid(forbidden, MESSAGES[own.layer]);
}
