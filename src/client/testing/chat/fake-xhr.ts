import { vi } from 'vitest';
import type { UploadedFile } from '#shared/api/uploads';

/**
 * A stand-in for XMLHttpRequest, which uploads use for their progress: each request sent is kept,
 * and the test says how far it got and how it ends. Wrap `progress` and `respond` in act().
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];

  method = '';
  url = '';
  withCredentials = false;
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private done = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort() {
    if (this.done) return;
    this.done = true;
    this.aborted = true;
    this.onabort?.();
  }

  /** The form's `file` field. */
  get file(): File {
    return (this.body as FormData).get('file') as File;
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(status: number, body: unknown) {
    this.done = true;
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }

  /** Answers as POST /api/upload does for this request's file, stored under `id`. */
  stored(id: number): UploadedFile {
    const { name, type, size } = this.file;
    const uploaded = { id, originalname: name, mimetype: type, size, createdAt: new Date().toISOString() };
    this.respond(201, uploaded);
    return uploaded;
  }
}

/** Replaces XMLHttpRequest until vi.unstubAllGlobals(); answers the list of requests as they are sent. */
export function installFakeXhr(): FakeXhr[] {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr.sent;
}
