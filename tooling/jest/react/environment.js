import { createRequire } from 'node:module';

// Resolved from here, so that consumers do not rely on pnpm hoisting them for them. jsdom is the
// workspace's jest-environment catalog pin (29) rather than the 26 that jest-environment-jsdom
// brings: it computes styles several times faster, and Testing Library asks for the style of every
// element a role query walks (a fifth less time for the hiring suite).
const require = createRequire(import.meta.url);
const { default: JsdomEnvironmentBase } = require('@jest/environment-jsdom-abstract');
const jsdom = require('jsdom');

/**
 * jsdom plus the Fetch API classes and encoders of Node, which jsdom lacks and react-router needs
 * (its data routers build a Request for every navigation). AbortController comes from Node too,
 * because Node's Request only accepts its own AbortSignal.
 */
export default class JsdomWithFetchEnvironment extends JsdomEnvironmentBase {
  constructor(config, context) {
    super(config, context, jsdom);
    for (const name of ['Request', 'Response', 'Headers', 'FormData', 'TextEncoder', 'TextDecoder', 'AbortController', 'AbortSignal']) {
      this.global[name] = globalThis[name];
    }
  }
}
