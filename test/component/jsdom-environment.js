// jsdom plus Node's fetch: Taro's H5 request calls fetch, and component tests talk to a real local HTTP server.
// The abort classes travel with fetch, since Node's fetch accepts only its own AbortSignal.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['fetch', 'Headers', 'Request', 'Response', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder']) {
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
