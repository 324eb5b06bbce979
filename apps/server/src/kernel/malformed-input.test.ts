import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, platformToken, type TestApp } from '../../test/app';
import { signedInAdmin, signedInCustomer } from '../../test/auth';
import type { DeclaredRoute } from './auth/access';
import { takesMediaType } from './request-bodies';

/**
 * A careless or hostile client, route by route: every operation of the
 * OpenAPI document gets malformed ids, NULs, huge numbers, over-long text and
 * wrong types in its path, query and body — each alone, on top of an
 * otherwise well-formed request so that it reaches as deep as it can — and
 * bodies of every other content type and 10,000 levels deep. No answer may be
 * a 5xx, and every answer speaks the `{ message, code }` shape.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  format?: string;
  nullable?: boolean;
}

interface Operation {
  method: string;
  path: string;
  parameters?: { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}

const badPathValues = [
  '2147483648',
  '99999999999999999999',
  '0x10',
  '-1',
  '0',
  '1.5',
  '%00',
  'a%00b',
  'x'.repeat(3000),
  '%E0%A4%A',
  '..%2F..%2Fetc',
];
const badQueryValues = [...badPathValues, '1,99999999999999999999', '%C0%80', '[]', '{}'];
const badBodyValues: unknown[] = [
  'x'.repeat(100_000),
  'a\u0000b',
  '\u0000',
  2 ** 53,
  -(2 ** 53),
  1e308,
  2_147_483_648,
  -1,
  0.5,
  '0x10',
  '99999999999999999999',
  '',
  true,
  null,
  {},
  [],
  ['\u0000'],
  { nested: 'x'.repeat(10_000) },
];
const badWholeBodies: unknown[] = ['text', 42, [], [{}], null, { '\u0000': 1 }];
/**
 * Bodies of other kinds, sent as written (ADR 0101): every type a browser or a
 * script might send, none at all, and JSON 10,000 levels deep.
 */
const otherBodies: { type?: string; payload: string | Buffer }[] = [
  { type: 'application/octet-stream', payload: Buffer.from([0x00, 0xff, 0x7b, 0x22, 0x5b]) },
  { type: 'application/gzip', payload: gzipSync('{"name":"x"}') },
  { type: 'application/x-www-form-urlencoded', payload: 'name=x&id=1&%00=%00' },
  { type: 'text/plain', payload: '{"name":"sent as text"}' },
  { type: 'multipart/form-data; boundary=expected', payload: '--another\r\n\r\njunk\r\n--another--' },
  { payload: 'a body without a type' },
  { type: 'application/json', payload: `${'['.repeat(10_000)}${']'.repeat(10_000)}` },
  { type: 'application/json', payload: `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}` },
];

/** A plausible value for a schema, so that one bad field is the only thing wrong. */
function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return undefined;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return sample(schema.anyOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(schema.properties ?? {})) {
        const v = sample(inner, depth + 1);
        if (v !== undefined) value[key] = v;
      }
      return value;
    }
    case 'array':
      return schema.minItems ? [sample(schema.items, depth + 1)] : [];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00Z';
      if (schema.format === 'date') return '2026-01-01';
      return 'Fuzz'.padEnd(schema.minLength ?? 4, 'z');
    default:
      return undefined;
  }
}

const pathValue = (name: string) =>
  ({ subdomain: 'demo', method: 'stripe', module: 'flatrate', ref: 'AAAAAAAAAAAA', slug: 'fuzz' })[name] ??
  '1';

let t: TestApp;
let staffHeaders: Record<string, string>;
let customerHeaders: Record<string, string>;
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  staffHeaders = (await signedInAdmin(t, 'demo')).headers;
  customerHeaders = (await signedInCustomer(t, 'demo')).headers;
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: hostOf('demo') })).json();
  operations = Object.entries(doc.paths as Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>)
    .flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
    )
    // Signing out would end the sessions the rest of the run uses; the operator's calls change whole shops.
    .filter((op) => !op.path.endsWith('/logout'))
    .sort((a, b) => Number(a.path.includes('/platform/')) - Number(b.path.includes('/platform/')));
});
afterAll(async () => t.close());

function accessOf(op: Operation): DeclaredRoute['access'] | undefined {
  const url = op.path.replace(/\{(\w+)\}/g, ':$1');
  return t.routes.find((r) => r.url === url && r.method === op.method)?.access;
}

function headersFor(op: Operation): Record<string, string> {
  switch (accessOf(op)?.kind) {
    case 'staff':
    case 'any-staff':
      return staffHeaders;
    case 'customer':
    case 'guest-or-customer':
      return customerHeaders;
    case 'platform-operator':
      return { ...hostOf('demo'), authorization: `Bearer ${platformToken}` };
    default:
      return hostOf('demo');
  }
}

function urlOf(
  op: Operation,
  pathValues: Record<string, string>,
  query: Record<string, string> = {},
): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? pathValue(name));
  const search = Object.entries(query)
    .map(([k, v]) => `${encodeURIComponent(k)}=${v}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

interface Probe {
  op: Operation;
  what: string;
  url: string;
  body?: unknown;
}

/** The operation's required query parameters, each with a plausible value. */
function goodQueryOf(op: Operation): Record<string, string> {
  return Object.fromEntries(
    (op.parameters ?? [])
      .filter((p) => p.in === 'query' && p.required)
      .map((p) => [p.name, String(sample(p.schema) ?? '1')]),
  );
}

function probesOf(op: Operation): Probe[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const goodQuery = goodQueryOf(op);
  const jsonBody = op.requestBody?.content?.['application/json']?.schema;
  const goodBody = jsonBody ? sample(jsonBody) : undefined;
  const probes: Probe[] = [];
  for (const param of pathParams) {
    for (const value of badPathValues) {
      probes.push({
        op,
        what: `path ${param.name}=${value.slice(0, 40)}`,
        url: urlOf(op, { [param.name]: value }, goodQuery),
        body: goodBody,
      });
    }
  }
  for (const param of queryParams) {
    for (const value of badQueryValues) {
      probes.push({
        op,
        what: `query ${param.name}=${value.slice(0, 40)}`,
        url: urlOf(op, {}, { ...goodQuery, [param.name]: value }),
        body: goodBody,
      });
    }
  }
  probes.push({
    op,
    what: 'query with a NUL key',
    url: urlOf(op, {}, { ...goodQuery, '%00': '1' }),
    body: goodBody,
  });
  if (jsonBody) {
    for (const body of badWholeBodies)
      probes.push({ op, what: `body ${JSON.stringify(body)}`, url: urlOf(op, {}, goodQuery), body });
    const fields = Object.keys(jsonBody.properties ?? {});
    for (const field of fields) {
      for (const value of badBodyValues) {
        probes.push({
          op,
          what: `body ${field}=${JSON.stringify(value).slice(0, 40)}`,
          url: urlOf(op, {}, goodQuery),
          body: { ...(goodBody as Record<string, unknown>), [field]: value },
        });
      }
    }
  }
  return probes;
}

describe('malformed input on every route of the OpenAPI document', () => {
  it('covers the whole API, and the document states the id rules', () => {
    expect(operations.length).toBeGreaterThan(190);
    const idParams = operations.flatMap((op) =>
      (op.parameters ?? []).filter((p) => p.in === 'path' && p.name === 'id'),
    );
    expect(idParams.length).toBeGreaterThan(50);
    for (const param of idParams) expect(JSON.stringify(param.schema)).toContain('"maximum":2147483647');
  });

  it('answers every probe with a 4xx (or a success), never a 5xx, always as { message, code }', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const op of operations) {
      const headers = headersFor(op);
      for (const probe of probesOf(op)) {
        sent += 1;
        const answer = await t.app.inject({
          method: op.method as 'GET',
          url: probe.url,
          headers: probe.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
          ...(probe.body === undefined || op.method === 'GET' || op.method === 'DELETE'
            ? {}
            : { payload: JSON.stringify(probe.body) }),
        });
        if (answer.statusCode >= 500) {
          failures.push(
            `${op.method} ${op.path} [${probe.what}] → ${answer.statusCode} ${answer.body.slice(0, 200)}`,
          );
        } else if (answer.statusCode >= 400) {
          const error = answer.json();
          if (typeof error.message !== 'string' || typeof error.code !== 'string') {
            failures.push(
              `${op.method} ${op.path} [${probe.what}] → ${answer.statusCode} not { message, code }: ${answer.body.slice(0, 200)}`,
            );
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(5000);
    expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
  }, 600_000);

  it('answers bodies of other types and of any depth with a 4xx unless the operation takes them', async () => {
    const failures: string[] = [];
    for (const op of operations) {
      const headers = headersFor(op);
      const takes = Object.keys(op.requestBody?.content ?? {});
      for (const { type, payload } of otherBodies) {
        const what = `${op.method} ${op.path} [${type ?? 'no type'}, ${payload.length} bytes]`;
        const answer = await t.app.inject({
          method: op.method as 'POST',
          url: urlOf(op, {}, goodQueryOf(op)),
          headers: type ? { ...headers, 'content-type': type } : headers,
          payload,
        });
        const declared = takesMediaType(takes, type?.split(';')[0] ?? '') && payload.length < 10_000;
        if (answer.statusCode >= 500 || (answer.statusCode < 400 && !declared)) {
          failures.push(`${what} → ${answer.statusCode} ${answer.body.slice(0, 200)}`);
        } else if (answer.statusCode >= 400) {
          const error = answer.json();
          if (typeof error.message !== 'string' || typeof error.code !== 'string')
            failures.push(
              `${what} → ${answer.statusCode} not { message, code }: ${answer.body.slice(0, 200)}`,
            );
        }
      }
    }
    expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
  }, 600_000);
});
