import { uploadFetch } from '../upload-fetch';

/** Just enough of XMLHttpRequest to drive uploadFetch: the test plays the network. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  responseType = '';
  withCredentials = false;
  upload: { onprogress?: (event: { loaded: number; total: number; lengthComputable: boolean }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  onabort?: () => void;
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  getAllResponseHeaders() {
    return 'content-type: application/json; charset=utf-8\r\nx-request-id: r-1\r\n';
  }
}

describe('uploadFetch', () => {
  const realXhr = window.XMLHttpRequest;
  const realFetch = global.fetch;
  beforeEach(() => {
    window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    window.XMLHttpRequest = realXhr;
    global.fetch = realFetch;
  });

  it('sends through XHR when asked for progress, reports it, and answers with an ordinary Response', async () => {
    const progress: Array<{ loaded: number; total: number }> = [];
    const body = new FormData();
    const answer = uploadFetch('http://api.test/graphql', {
      method: 'POST',
      headers: { authorization: 'Bearer t', 'apollo-require-preflight': 'true' },
      body,
      onUploadProgress: (p: { loaded: number; total: number }) => progress.push(p),
    } as RequestInit);

    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.body]).toEqual(['POST', 'http://api.test/graphql', body]);
    expect(xhr.headers).toEqual({ authorization: 'Bearer t', 'apollo-require-preflight': 'true' });
    xhr.upload.onprogress!({ loaded: 50, total: 200, lengthComputable: true });
    xhr.upload.onprogress!({ loaded: 200, total: 200, lengthComputable: true });
    Object.assign(xhr, { status: 200, statusText: 'OK', responseText: '{"data":{"ok":true}}' });
    xhr.onload!();

    const response = await answer;
    expect(progress).toEqual([
      { loaded: 50, total: 200 },
      { loaded: 200, total: 200 },
    ]);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ data: { ok: true } });
  });

  it('keeps a 401 answer an answer (the error links read it), and a network failure a TypeError', async () => {
    const unauthorized = uploadFetch('http://api.test/graphql', { method: 'POST', onUploadProgress: () => {} } as RequestInit);
    Object.assign(FakeXhr.last, { status: 401, responseText: '{"errors":[]}' });
    FakeXhr.last.onload!();
    expect((await unauthorized).status).toBe(401);

    const offline = uploadFetch('http://api.test/graphql', { method: 'POST', onUploadProgress: () => {} } as RequestInit);
    FakeXhr.last.onerror!();
    await expect(offline).rejects.toThrow(TypeError);
  });

  it('aborts when the signal does', async () => {
    const controller = new AbortController();
    const request = uploadFetch('http://api.test/graphql', { method: 'POST', signal: controller.signal, onUploadProgress: () => {} } as RequestInit);
    controller.abort();
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last.aborted).toBe(true);
  });

  it('uses fetch for everything else', async () => {
    global.fetch = jest.fn(async () => new Response('{}'));
    await uploadFetch('http://api.test/graphql', { method: 'POST', body: '{}' });
    expect(global.fetch).toHaveBeenCalledWith('http://api.test/graphql', { method: 'POST', body: '{}' });
  });
});
