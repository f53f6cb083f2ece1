import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * jsdom without the Fetch API: react-router's data router builds a Request for every navigation.
 * Node's own Request, Response and Headers go in, with its AbortController (a Request accepts only
 * its own kind of AbortSignal) and TextEncoder/TextDecoder. jsdom's FormData stays: it reads forms.
 */
export default class JSDOMWithFetchEnvironment extends JSDOMEnvironment {
  constructor(...args) {
    super(...args);
    for (const name of ['Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder', 'ReadableStream']) {
      this.global[name] = globalThis[name];
    }
  }
}
