// The package layers of ARCHITECTURE.md. Arrows point one way:
// apps/portal -> features -> {auth, api-client, ui, api-schema}; apps/api -> api-schema.
export const SHARED_PACKAGES = ['@portal/api-schema', '@portal/api-client', '@portal/ui'];
export const SHARED_FEATURE = '@portal/auth';
export const FEATURE_PACKAGES = [
  '@portal/billing',
  '@portal/hiring',
  '@portal/team-contracts',
  '@portal/company-users',
];
const CLIENT_PACKAGES = [...SHARED_PACKAGES.filter((p) => p !== '@portal/api-schema'), SHARED_FEATURE, ...FEATURE_PACKAGES];

function forbid(names, message) {
  return names.map((name) => ({ group: [name, `${name}/*`], message }));
}

/** The `no-restricted-imports` patterns that keep package `name` inside its layer. */
export function boundaryPatterns(name) {
  if (name === '@portal/api') {
    return forbid(
      CLIENT_PACKAGES,
      'The API imports no client package. Put what both sides need (schemas, types, constants) in @portal/api-schema.',
    );
  }
  if (SHARED_PACKAGES.includes(name)) {
    return forbid(
      [SHARED_FEATURE, ...FEATURE_PACKAGES],
      'Shared packages (api-schema, api-client, ui) import no feature. Move the piece you need down into this package, or pass it in from the feature.',
    );
  }
  if (name === SHARED_FEATURE) {
    return forbid(
      FEATURE_PACKAGES,
      'auth is below the feature packages. Move what both need into @portal/ui, @portal/api-client or @portal/api-schema.',
    );
  }
  if (FEATURE_PACKAGES.includes(name)) {
    return forbid(
      FEATURE_PACKAGES.filter((other) => other !== name),
      'A feature package never imports another feature. Move the shared piece into @portal/ui (components, formatting), @portal/api-client (endpoints, tags) or @portal/api-schema (schemas, types); the portal shell composes features.',
    );
  }
  return [];
}
