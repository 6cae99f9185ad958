import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const DOCS_PREFIX = '/api/docs';

/** The OpenAPI security of a route that needs a session: the bearer token of bearerAuth below. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];

/** OpenAPI document generated from the routes' zod schemas, with Swagger UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Client portal API',
        description:
          'Successful responses are `{ "data": <payload> }`; failures are `{ "data": { "message"?, "errors"?: [{ "message", "property" }] } }`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token from POST /api/auth/login.' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // Swagger UI loads only its own script and style files (no inline script), so the
    // application's CSP from helmet fits it as is; staticCSP: true would swap in the plugin's
    // looser policy (https: styles, upgrade-insecure-requests) for these pages.
    staticCSP: false,
    uiConfig: { deepLinking: true },
  });
}
