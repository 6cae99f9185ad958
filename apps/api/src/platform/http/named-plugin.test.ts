import { expect, test } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { namedPlugin } from './named-plugin';

test('a named plugin keeps its name and stays encapsulated: what it adds is not seen outside', async () => {
  const app = Fastify();
  let inside: FastifyInstance | undefined;
  await app.register(
    namedPlugin('widgetRoutes', async (scope: FastifyInstance) => {
      scope.decorate('widgetsOnly', true);
      inside = scope;
    }),
  );
  await app.ready();

  expect(inside?.hasDecorator('widgetsOnly')).toBe(true);
  expect(app.hasDecorator('widgetsOnly')).toBe(false);
  expect(app.printPlugins()).toContain('widgetRoutes');
  await app.close();
});
