/** How much of a request body has been sent. */
export interface UploadProgress {
  loaded: number;
  /** 0 when the browser cannot tell the body's size. */
  total: number;
}

export type UploadProgressHandler = (progress: UploadProgress) => void;

/** `fetch` options plus the upload-progress callback an operation may pass in `context.fetchOptions`. */
export interface UploadRequestInit extends RequestInit {
  onUploadProgress?: UploadProgressHandler;
}

/**
 * `fetch` has no upload progress, XMLHttpRequest has. Requests that ask for progress
 * (`context: { fetchOptions: { onUploadProgress } }`) go through XHR and come back as an ordinary
 * Response, so Apollo's response parsing and error links see no difference; all others use fetch.
 */
export const uploadFetch: typeof fetch = (input, init) => {
  const { onUploadProgress, ...options } = (init ?? {}) as UploadRequestInit;
  if (!onUploadProgress || typeof XMLHttpRequest === 'undefined') return fetch(input, options);
  return xhrFetch(String(input instanceof Request ? input.url : input), options, onUploadProgress);
};

function xhrFetch(url: string, init: RequestInit, onUploadProgress: UploadProgressHandler): Promise<Response> {
  return new Promise((resolve, reject) => {
    const signal = init.signal;
    if (signal?.aborted) {
      reject(new DOMException('The request was aborted.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url, true);
    xhr.withCredentials = init.credentials === 'include';
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.responseType = 'text';

    xhr.upload.onprogress = (event) => onUploadProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    xhr.onload = () => {
      const body = [101, 204, 205, 304].includes(xhr.status) ? null : xhr.responseText;
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers: parseHeaders(xhr.getAllResponseHeaders()) }));
    };
    // The same kinds of failure fetch reports, so callers handle both alike.
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.ontimeout = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(new DOMException('The request was aborted.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    } catch {
      // A header the Headers class refuses (a forbidden name) is of no use to the caller.
    }
  }
  return headers;
}
