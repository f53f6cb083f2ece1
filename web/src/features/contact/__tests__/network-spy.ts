/**
 * Watches every way a page could send something: fetch, XMLHttpRequest and sendBeacon.
 * `calls()` lists what was attempted; `restore()` puts the originals back.
 */
export function spyOnNetwork() {
  const original = { fetch: globalThis.fetch, sendBeacon: navigator.sendBeacon };
  const fetch = jest.fn(() => Promise.reject(new Error('no network in this test')));
  const sendBeacon = jest.fn(() => false);
  const xhrOpen = jest.spyOn(XMLHttpRequest.prototype, 'open');
  const xhrSend = jest.spyOn(XMLHttpRequest.prototype, 'send');
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true, writable: true });
  return {
    calls: () => ({ fetch: fetch.mock.calls.length, xhr: xhrOpen.mock.calls.length + xhrSend.mock.calls.length, beacon: sendBeacon.mock.calls.length }),
    restore() {
      globalThis.fetch = original.fetch;
      Object.defineProperty(navigator, 'sendBeacon', { value: original.sendBeacon, configurable: true, writable: true });
      xhrOpen.mockRestore();
      xhrSend.mockRestore();
    },
  };
}
