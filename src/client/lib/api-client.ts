/**
 * The one way the web app calls the API (docs/behaviour.md, The API calls; Errors and their texts):
 * credentials always, JSON in and out, and any non-OK answer becomes an Error whose message is
 * "{status}: {body text or status text}".
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's `message` (or `error`) field when the body is our JSON error shape. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown; error?: unknown };
      const text = parsed.error ?? parsed.message;
      return typeof text === 'string' ? text : undefined;
    } catch {
      return undefined;
    }
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';

export async function apiRequest(
  method: Method,
  url: string,
  body?: unknown,
  init: RequestInit = {},
): Promise<Response> {
  const isForm = body instanceof FormData;
  const response = await fetch(url, {
    ...init,
    method,
    credentials: 'include',
    headers: body !== undefined && !isForm ? { 'content-type': 'application/json', ...init.headers } : init.headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return response;
}

export async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await apiRequest('GET', url, undefined, init);
  return (await response.json()) as T;
}

export async function sendJson<T>(method: Exclude<Method, 'GET'>, url: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, url, body);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface FormUploadOptions {
  /** The share of the body sent so far, from 0 to 1. */
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
}

/** POSTs a file as it is (e.g. an export file as JSON), with postForm's progress, errors and answer. */
export function postFile<T>(url: string, file: Blob, contentType: string, options: FormUploadOptions = {}): Promise<T> {
  return postWithProgress<T>(url, file, contentType, options);
}

const abortError = () => new DOMException('The upload was aborted.', 'AbortError');

/**
 * POSTs a form and reads the JSON answer, like apiRequest, but through XMLHttpRequest: fetch cannot
 * report how much of a body has been sent. Same rules: cookies sent, the browser's own Origin,
 * "{status}: {text}" errors; a network failure is fetch's TypeError, an abort its AbortError.
 */
export function postForm<T>(url: string, form: FormData, options: FormUploadOptions = {}): Promise<T> {
  return postWithProgress<T>(url, form, undefined, options);
}

function postWithProgress<T>(
  url: string,
  body: FormData | Blob,
  contentType: string | undefined,
  { onProgress, signal }: FormUploadOptions,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', url);
    if (contentType) xhr.setRequestHeader('content-type', contentType);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      settle();
      if (xhr.status < 200 || xhr.status >= 300) {
        return reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
      }
      try {
        resolve(JSON.parse(xhr.responseText) as T);
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError('Failed to fetch'));
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(body);
  });
}
