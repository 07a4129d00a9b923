/**
 * A scriptable XMLHttpRequest for tests of the upload transport and the upload components:
 * each instance records what was sent and is answered by the test.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];

  method = '';
  url = '';
  requestHeaders: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders = '';
  aborted = false;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.requestHeaders[name.toLowerCase()] = value;
  }

  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  getAllResponseHeaders() {
    return this.responseHeaders;
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }

  respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.responseHeaders = Object.entries({ 'content-type': 'application/json', ...headers })
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n');
    this.onload?.();
  }

  fail() {
    this.onerror?.();
  }

  /** The multipart field of the sent form. */
  field(name: string) {
    return (this.body as FormData).get(name);
  }
}

/** Answer of a stored upload, as the server sends it. */
export const uploadOk = (url: string, id: number, name: string) => ({
  success: true,
  code: 200,
  data: url,
  attributes: { id, name, size: 3, mime: 'image/png', kind: 'image' },
  message: 'upload succeeded',
  msg: 'upload succeeded',
});
