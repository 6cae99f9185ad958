import { createRequire } from 'node:module';

// Resolved from here, so that consumers do not rely on pnpm hoisting it for them.
const { TestEnvironment: JsdomEnvironment } = createRequire(import.meta.url)('jest-environment-jsdom');

/**
 * jsdom plus the Fetch API classes and encoders of Node, which jsdom lacks and react-router needs
 * (its data routers build a Request for every navigation). AbortController comes from Node too,
 * because Node's Request only accepts its own AbortSignal.
 */
export default class JsdomWithFetchEnvironment extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['Request', 'Response', 'Headers', 'FormData', 'TextEncoder', 'TextDecoder', 'AbortController', 'AbortSignal']) {
      this.global[name] = globalThis[name];
    }
  }
}
