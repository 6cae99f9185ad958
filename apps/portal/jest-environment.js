import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// jest-environment-jsdom comes with the shared preset, so it is resolved from there.
const presetFile = fileURLToPath(import.meta.resolve('@portal/jest-preset/react/jest-preset'));
const { TestEnvironment: JsdomEnvironment } = createRequire(presetFile)('jest-environment-jsdom');

/**
 * jsdom plus the Fetch API classes and encoders of Node, which jsdom lacks and react-router's data
 * routers need (every navigation builds a Request). AbortController comes from Node too, because
 * Node's Request only accepts its own AbortSignal.
 */
export default class JsdomWithFetchEnvironment extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['Request', 'Response', 'Headers', 'FormData', 'TextEncoder', 'TextDecoder', 'AbortController', 'AbortSignal']) {
      this.global[name] = globalThis[name];
    }
  }
}
