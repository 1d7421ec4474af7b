/**
 * A stand-in for XMLHttpRequest in web tests (jsdom's would try the network): each request is
 * recorded, and the test moves it along by hand (progress, an answer, a network failure) or lets
 * `onSend` answer it. Install with `vi.stubGlobal('XMLHttpRequest', fake.Xhr)`.
 */
export interface FakeUploadRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
  file: File;
  aborted: boolean;
  /** Reports `loaded` of `total` bytes sent. */
  progress: (loaded: number, total: number) => void;
  /** Answers with a status and a body (an object is sent as JSON). */
  respond: (status: number, body: unknown) => void;
  /** A network failure (no answer at all). */
  fail: () => void;
}

export const createFakeUploads = (onSend?: (request: FakeUploadRequest) => void | Promise<void>) => {
  const requests: FakeUploadRequest[] = [];

  class FakeXMLHttpRequest extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    responseText = '';
    private method = '';
    private url = '';
    private readonly headers: Record<string, string> = {};
    private request: FakeUploadRequest | null = null;

    open(method: string, url: string): void {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string): void {
      this.headers[name] = value;
    }

    send(body: FormData): void {
      const finish = (type: 'load' | 'error') => {
        if (request.aborted) return;
        this.dispatchEvent(new ProgressEvent(type));
      };
      const request: FakeUploadRequest = {
        method: this.method,
        url: this.url,
        headers: { ...this.headers },
        body,
        file: body.get('file') as File,
        aborted: false,
        progress: (loaded, total) => this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total })),
        respond: (status, answer) => {
          this.status = status;
          this.responseText = typeof answer === 'string' ? answer : JSON.stringify(answer);
          finish('load');
        },
        fail: () => finish('error'),
      };
      this.request = request;
      requests.push(request);
      if (onSend) void Promise.resolve().then(() => onSend(request));
    }

    abort(): void {
      if (!this.request || this.request.aborted) return;
      this.request.aborted = true;
      this.dispatchEvent(new ProgressEvent('abort'));
    }
  }

  return { Xhr: FakeXMLHttpRequest, requests };
};

/** What POST /api/uploads answers for a stored photo named after the file. */
export const uploadedAnswer = (file: File) => {
  const name = file.name.replace(/\.\w+$/, '');
  return { url: `/uploads/${name}.webp`, thumbnailUrl: `/uploads/${name}-t.webp`, width: 10, height: 10 };
};
