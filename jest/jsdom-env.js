/** jsdom with Node's fetch, streams and encoders, which ky needs (jsdom lacks them). */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'AbortController', 'AbortSignal',
      'TextEncoder', 'TextDecoder', 'ReadableStream', 'TransformStream', 'WritableStream', 'structuredClone',
      'BroadcastChannel', 'Blob']) {
      if (globalThis[name] !== undefined) g[name] = globalThis[name];
    }
  }
}
module.exports = JsdomWithFetch;
