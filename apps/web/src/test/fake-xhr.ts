import { vi } from 'vitest';

export interface SentUpload {
  url: string;
  method: string;
  form: FormData;
  xhr: FakeXhr;
}

/**
 * XMLHttpRequest replaced at the network boundary: each send is recorded, and the test answers it
 * (progress, then a status and JSON body) whenever it likes.
 */
export class FakeXhr {
  static sent: SentUpload[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  private url = '';
  private method = '';
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(form: FormData) {
    FakeXhr.sent.push({ url: this.url, method: this.method, form, xhr: this });
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

export function installFakeXhr() {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}

/** A File of the given type (the server checks bytes; the browser only filters by type). */
export const file = (name: string, type: string) => new File([new Uint8Array([1, 2, 3])], name, { type });
