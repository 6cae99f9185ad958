import fp from 'fastify-plugin';

/**
 * A plugin under a name of its own, still encapsulated as a plain plugin is. Fastify finds the
 * name of an unnamed plugin by searching every loaded module for it, twice per registration; under
 * jest, whose module registry answers that search, the search made up most of building an app
 * (about 0.5 of 0.65 s).
 */
export function namedPlugin<Plugin extends (...args: never[]) => unknown>(name: string, plugin: Plugin): Plugin {
  return fp(plugin as never, { name, encapsulate: true }) as unknown as Plugin;
}
