import { afterEach, beforeEach } from 'vitest';

/**
 * Stands in for the browser's XMLHttpRequest, so the HTTP client (app/http-client.ts)
 * runs as in a browser (headers, XSRF cookie echo, error wording) without a network.
 */
export type FakeAnswer = { status: number; body?: unknown } | 'network-error';

export class FakeXhr {
  static answer: FakeAnswer = { status: 200, body: {} };
  /** Answers for particular addresses (path without query, e.g. '/api/v1/admin/account'), before `answer`. */
  static answers = new Map<string, FakeAnswer>();
  static sent: FakeXhr[] = [];
  /** While set, answers wait for it: a test sees what shows before the answer arrives. */
  static gate: Promise<void> | undefined;

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  response: unknown = null;
  responseType = '';
  readyState = 0;
  timeout = 0;
  withCredentials = false;
  upload = { addEventListener() {}, removeEventListener() {} };
  onloadend: (() => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  addEventListener() {}
  removeEventListener() {}
  abort() {}
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    const answer = FakeXhr.answers.get(this.url.split('?')[0] ?? '') ?? FakeXhr.answer;
    const answerNow = () => {
      if (answer === 'network-error') {
        this.onerror?.({});
        return;
      }
      this.status = answer.status;
      this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
      this.readyState = 4;
      this.onloadend?.();
    };
    const gate = FakeXhr.gate;
    if (gate) void gate.then(() => setTimeout(answerNow));
    else setTimeout(answerNow);
  }

  static reset(answer: FakeAnswer = { status: 200, body: {} }) {
    FakeXhr.answer = answer;
    FakeXhr.answers = new Map();
    FakeXhr.sent = [];
    FakeXhr.gate = undefined;
  }
  static last(): FakeXhr {
    const request = FakeXhr.sent.at(-1);
    if (!request) throw new Error('no request was sent');
    return request;
  }
}

/** Puts FakeXhr in place of the browser's XMLHttpRequest for each test of the calling file. */
export function installFakeXhr(): void {
  const browserXhr = globalThis.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.reset();
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = browserXhr;
  });
}
