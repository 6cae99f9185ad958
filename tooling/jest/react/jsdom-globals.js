// jsdom lacks TextEncoder and TextDecoder, which react-router needs as soon as it loads.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
