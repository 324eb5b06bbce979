import { type IncomingMessage } from 'node:http';
export interface FakeRequest {
    method: string;
    path: string;
    query: URLSearchParams;
    headers: IncomingMessage['headers'];
    body: string;
}
export interface FakeReply {
    status: number;
    body: unknown;
    headers?: Record<string, string>;
}
export interface FakeServer {
    url: string;
    /** Every request received, in order. */
    requests: FakeRequest[];
    /** While true, requests are received and never answered (the timeout case). */
    hang: boolean;
    close(): Promise<void>;
}
/** `port` 0 (the default) takes a free one; a browser test passes the port its server was told (PAYMENT_BASE_URL_*). */
export declare function startFakeServer(handle: (request: FakeRequest) => FakeReply | Promise<FakeReply>, options?: {
    port?: number;
}): Promise<FakeServer>;
/** Replays the first answer for a repeated idempotency key, as the providers document. */
export declare class IdempotencyCache {
    private answers;
    /** The earlier reply for this key, a conflict reply when the parameters differ, or undefined for a new key. */
    lookup(key: string | undefined, fingerprint: string, conflict: () => FakeReply): FakeReply | undefined;
    remember(key: string | undefined, fingerprint: string, reply: FakeReply): FakeReply;
}
/** A fake provider id such as pi_fake_3f2a1. */
export declare const fakeId: (prefix: string) => string;
