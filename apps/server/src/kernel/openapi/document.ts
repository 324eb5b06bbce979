import { apiVersions, firstApiVersion } from '@emporia/contracts/api-versions';
import { type WebhookTopic, webhookPayloadSchemas, webhookTopicWords } from '@emporia/contracts/apps';
import { z } from 'zod';
import { anyApp, appScopeOf, staffOnly } from '../auth/app-operation-scopes';
import type { RouteAccess } from '../auth/route-access';
import { componentRegistry } from './components';
import { operationIdOf } from './operation-ids';
import { tagDescriptions, tagOf } from './tags';

/** What the document step knows of a route beyond its schema: who may call it, what it tagged itself. */
export interface DocumentedRoute {
  access: RouteAccess | undefined;
  tag: string | undefined;
}

type Json = Record<string, unknown>;
interface Operation extends Json {
  parameters?: Json[];
  requestBody?: Json;
  responses?: Record<string, Json>;
  tags?: string[];
  summary?: string;
  description?: string;
}

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;
const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });
const errorContent = { 'application/json': { schema: ref('schemas', 'Error') } };

/** Every answer of an /api route carries the rate limiter's headers (kernel/security.ts). */
const rateLimitHeaders = {
  'X-RateLimit-Limit': ref('headers', 'X-RateLimit-Limit'),
  'X-RateLimit-Remaining': ref('headers', 'X-RateLimit-Remaining'),
  'X-RateLimit-Reset': ref('headers', 'X-RateLimit-Reset'),
};

const headers = {
  'X-RateLimit-Limit': {
    description: 'How many requests this client may make in the current one-minute window.',
    schema: { type: 'integer' },
  },
  'X-RateLimit-Remaining': {
    description: 'How many requests are left in the current window.',
    schema: { type: 'integer' },
  },
  'X-RateLimit-Reset': {
    description: 'Seconds until the window ends and the count starts again.',
    schema: { type: 'integer' },
  },
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer' },
  },
  'Emporia-Api-Version': {
    description: 'The dated Admin API version that served the answer.',
    schema: { type: 'string', enum: [...apiVersions] },
  },
};

/**
 * The Admin API's dated versions, described once rather than by repeating its paths
 * (kernel/api-versions.ts): each operation takes the header and says the version it served.
 */
const versionParameter = {
  name: 'Emporia-Api-Version',
  in: 'header',
  required: false,
  description: `The dated version to serve: ${apiVersions.join(', ')}. The same operations answer at \`/api/{version}/admin/…\`, where the path's version wins over this header; with neither, \`/api/v1\` serves ${firstApiVersion}. An unknown version answers 400 (\`code\` UNKNOWN_API_VERSION). What each version changed: docs/api/changelog.md.`,
  schema: { type: 'string', enum: [...apiVersions] },
};
const isAdminPath = (path: string) => path.startsWith('/api/v1/admin/');

const errorAnswer = (description: string, extraHeaders: Json = {}) => ({
  description,
  headers: { ...rateLimitHeaders, ...extraHeaders },
  content: errorContent,
});

/** The shared error answers; 403 is written per operation, since it names what is missing. */
const responses = {
  BadRequest: errorAnswer(
    'The request is not valid. `code` is VALIDATION_ERROR when a value is wrong, and `fields` names each wrong field with its message (`{ "email": "Enter a valid e-mail address" }`).',
  ),
  Unauthorized: errorAnswer('No valid token was sent, or the session has ended (`code` UNAUTHORIZED).'),
  NotFound: errorAnswer(
    'The record does not exist in this shop, or no shop answers at this address (`code` NOT_FOUND or SHOP_NOT_FOUND).',
  ),
  Conflict: errorAnswer(
    'The change conflicts with what is stored: a value another record already has (named in `fields`), or a record changed meanwhile (`code` CONFLICT).',
  ),
  PayloadTooLarge: errorAnswer(
    'The request body is larger than this operation takes (`code` PAYLOAD_TOO_LARGE).',
  ),
  Unprocessable: errorAnswer(
    'The values are well-formed but break a rule of the shop (`code` VALIDATION_ERROR, `fields` when one field is at fault).',
  ),
  TooManyRequests: errorAnswer(
    'Too many requests from this client in the current minute (`code` TOO_MANY_REQUESTS); wait Retry-After seconds.',
    { 'Retry-After': ref('headers', 'Retry-After') },
  ),
};

const securitySchemes = {
  staffSession: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A staff member’s admin session: the token POST /api/v1/admin-login (and /admin-2fa) answers. The staff member’s role must hold the operation’s permission.',
  },
  appToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'emp_app_…',
    description:
      'An installed app’s access token (POST /api/v1/oauth/token). The installation must hold the scope the operation names.',
  },
  customerSession: {
    type: 'http',
    scheme: 'bearer',
    description: 'A customer’s session: the token POST /api/v1/storefront/login answers.',
  },
  developerSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'emporia_developer',
    description: 'A developer’s session on the platform home: the cookie POST /api/v1/developer/login sets.',
  },
  platformToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'The platform operator’s token, the server’s PLATFORM_ADMIN_TOKEN.',
  },
};

const cartTokenParameter = {
  name: 'X-Cart-Token',
  in: 'header',
  required: false,
  description:
    'A guest’s cart: the `cart_token` the first cart change answered. Leave it out when signed in as a customer, whose cart is saved with the account.',
  schema: { type: 'string' },
};

const idempotencyKeyWords =
  'A key you make for this order (8 to 128 letters, digits, - or _). Sending the same key again, as a retry after a lost answer does, returns the order the first call placed instead of placing another.';

const code = (value: string) => `\`${value}\``;

/** Who may call the operation, in words, with the permission or scope it needs. */
function accessOf(method: string, path: string, access: RouteAccess | undefined) {
  const url = path.replace(/\{(\w+)\}/g, ':$1');
  switch (access?.kind) {
    case 'guest-or-customer':
      return {
        security: [{}, { customerSession: [] }],
        words: 'Open to guests; a signed-in customer sends their token to act as themself.',
      };
    case 'customer':
      return { security: [{ customerSession: [] }], words: 'Needs a signed-in customer of this shop.' };
    case 'staff':
    case 'any-staff': {
      const scope = appScopeOf(method, url);
      // An import takes the scope of the kind it names (OneOfScopes): any of them opens the door.
      const appScopes =
        !scope || scope === staffOnly || scope === anyApp
          ? []
          : typeof scope === 'object'
            ? scope.oneOf
            : [scope];
      const permissions = access.kind === 'staff' ? [access.permission, ...(access.or ?? [])] : [];
      const staff = permissions.length
        ? `Needs a staff member whose role holds the ${permissions.map(code).join(' or ')} permission`
        : 'Needs any signed-in staff member';
      const apps =
        scope === anyApp
          ? ', or any installed app, on its own records (the scope each topic needs is checked).'
          : appScopes.length === 0
            ? '. Apps cannot call it (staff only).'
            : appScopes.length === 1
              ? `, or an app granted the ${code(appScopes[0]!)} scope.`
              : `, or an app granted the scope of the kind it names: ${appScopes.map(code).join(', ')}.`;
      return {
        security:
          appScopes.length || scope === anyApp
            ? [{ staffSession: [] }, { appToken: [] }]
            : [{ staffSession: [] }],
        words: `${staff}${apps}`,
        forbidden: `${staff.replace('Needs', 'Refused unless the caller is')}${apps}`,
      };
    }
    case 'platform-operator':
      return {
        security: [{ platformToken: [] }],
        words:
          'Needs the platform operator’s token. On a server without PLATFORM_ADMIN_TOKEN the operation answers 404.',
      };
    case 'developer':
      return {
        security: [{ developerSession: [] }],
        words:
          'Needs a developer signed in on the platform home (the session cookie of POST /api/v1/developer/login).',
        // Changes need a confirmed e-mail address; reading one's own account and apps does not.
        ...(method.toLowerCase() === 'get'
          ? {}
          : {
              forbidden: 'Refused until the developer has confirmed their e-mail address (the mailed link).',
            }),
      };
    default:
      return { security: [], words: 'Open to anyone; no token needed.' };
  }
}

/** The error answers an operation can give, by what it takes and who may call it. */
function errorAnswersOf(
  method: string,
  operation: Operation,
  access: RouteAccess | undefined,
  forbidden?: string,
) {
  const writes = method !== 'get';
  const takesInput = Boolean(operation.requestBody || operation.parameters?.length);
  const signedIn = access && access.kind !== 'public' && access.kind !== 'guest-or-customer';
  return {
    ...(takesInput || writes ? { 400: ref('responses', 'BadRequest') } : {}),
    ...(signedIn ? { 401: ref('responses', 'Unauthorized') } : {}),
    ...(forbidden ? { 403: errorAnswer(forbidden) } : {}),
    404: ref('responses', 'NotFound'),
    ...(writes ? { 409: ref('responses', 'Conflict') } : {}),
    ...(operation.requestBody ? { 413: ref('responses', 'PayloadTooLarge') } : {}),
    ...(writes ? { 422: ref('responses', 'Unprocessable') } : {}),
    429: ref('responses', 'TooManyRequests'),
  };
}

function finishOperation(
  method: string,
  path: string,
  operation: Operation,
  route: DocumentedRoute | undefined,
) {
  const { security, words, forbidden } = accessOf(method, path, route?.access);
  const own = operation.description ? `${operation.description}\n\n` : '';
  const answers: Record<string, Json> = {};
  for (const [status, answer] of Object.entries(operation.responses ?? {})) {
    answers[status] = {
      ...answer,
      description: answer.description === 'Default Response' ? 'Done.' : answer.description,
      headers: {
        ...rateLimitHeaders,
        ...(isAdminPath(path) ? { 'Emporia-Api-Version': ref('headers', 'Emporia-Api-Version') } : {}),
        ...(answer.headers as Json | undefined),
      },
    };
  }
  if (!Object.keys(answers).some((status) => status.startsWith('2') || status.startsWith('3'))) {
    answers['200'] = { description: 'Done.', headers: rateLimitHeaders };
  }
  const cartToken =
    route?.access?.kind === 'guest-or-customer' && /^\/api\/v1\/storefront\/(cart|checkout)(\/|$)/.test(path);
  const parameters = [
    ...(operation.parameters ?? []).map((parameter) =>
      parameter.in === 'header' && parameter.name === 'idempotency-key'
        ? { ...parameter, name: 'Idempotency-Key', description: idempotencyKeyWords }
        : parameter,
    ),
    ...(cartToken ? [cartTokenParameter] : []),
    ...(isAdminPath(path) ? [ref('parameters', 'Emporia-Api-Version')] : []),
  ];
  return {
    ...operation,
    operationId: operationIdOf(method, path),
    tags: [tagOf(path, route?.tag ?? operation.tags?.[0])],
    summary: operation.summary ?? operationIdOf(method, path),
    description: `${own}**Access:** ${words}`,
    ...(parameters.length ? { parameters } : {}),
    security,
    responses: { ...answers, ...errorAnswersOf(method, operation, route?.access, forbidden) },
  };
}

/** The headers every webhook request carries (modules/apps/webhook-worker.ts). */
const webhookHeaders: [name: string, description: string][] = [
  ['X-Emporia-Topic', 'The topic, e.g. `orders/created`.'],
  [
    'X-Emporia-Webhook-Id',
    'The event’s id: the same on every retry and resend of it, so the app can drop a duplicate.',
  ],
  ['X-Emporia-Api-Version', 'The API version the subscription names, e.g. `2026-10`.'],
  ['X-Emporia-Shop-Domain', 'The shop’s host name, e.g. `demo.example.com`.'],
  ['X-Emporia-Triggered-At', 'When the change happened (ISO 8601); retries keep it.'],
  ['X-Emporia-Timestamp', 'Seconds since 1970 when this attempt was signed; refuse old ones.'],
  [
    'X-Emporia-Signature',
    'Base64 HMAC-SHA256 of `{X-Emporia-Timestamp}.{raw body}` keyed with the app’s client secret.',
  ],
];

/** The body of a topic: a named resource (Order, Product, Customer) by reference, other bodies written out. */
function webhookBodySchema(topic: WebhookTopic): Json {
  const payload = webhookPayloadSchemas[topic];
  const shop = {
    type: 'object',
    properties: { shop: { type: 'string', description: 'The shop’s address, as at install.' } },
    required: ['shop'],
  };
  const id = componentRegistry.get(payload)?.id;
  if (id) return { allOf: [ref('schemas', id), shop] };
  const { $schema: _dialect, ...written } = z.toJSONSchema(payload, { io: 'output' }) as Json;
  const properties = { ...(written.properties as Json), ...shop.properties };
  return { ...written, properties, required: [...((written.required as string[]) ?? []), 'shop'] };
}

/**
 * OpenAPI 3.1's top-level `webhooks`: each topic as the POST the app's endpoint receives, its
 * body from the zod contracts (contracts/apps.ts) and its headers. Any 2xx answer acknowledges it.
 */
function webhooksSection(): Json {
  const camel = (topic: string) =>
    topic.replace(/[/_](\w)/g, (_, c: string) => c.toUpperCase()).replace(/^\w/, (c) => c.toLowerCase());
  return Object.fromEntries(
    (Object.keys(webhookPayloadSchemas) as WebhookTopic[]).map((topic) => [
      topic,
      {
        post: {
          operationId: `webhooks.${camel(topic)}`,
          tags: ['Apps: webhooks'],
          summary: topic,
          description: `${webhookTopicWords[topic]} See docs/apps.md for verifying the signature.`,
          security: [],
          parameters: webhookHeaders.map(([name, description]) => ({
            name,
            in: 'header',
            required: true,
            description,
            schema: { type: 'string' },
          })),
          requestBody: {
            required: true,
            content: { 'application/json': { schema: webhookBodySchema(topic) } },
          },
          responses: {
            '200': { description: 'Any 2xx answer within the timeout acknowledges the webhook.' },
            '401': {
              description:
                'The app refuses a body whose signature does not match. Any answer other than 2xx counts as a failed attempt: it is retried with backoff for a little over a day, then the subscription is disabled.',
            },
          },
        },
      },
    ]),
  );
}

/**
 * `anyOf: [X]` (zod writes one for a union it narrowed to one member, such as `z.literal('')`
 * beside a default) is X itself; a linter rightly calls the one-branch form illogical.
 */
function withoutLoneBranches(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutLoneBranches);
  if (!value || typeof value !== 'object') return value;
  const tidied = Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, withoutLoneBranches(child)]),
  );
  for (const keyword of ['anyOf', 'oneOf', 'allOf']) {
    const branches = tidied[keyword];
    if (!Array.isArray(branches) || branches.length !== 1) continue;
    const [only] = branches as Json[];
    const { [keyword]: _lone, ...rest } = tidied;
    if (only && !Object.keys(only).some((key) => key in rest)) return { ...rest, ...only };
  }
  return tidied;
}

/** Drops the named schemas no operation refers to (the zod step emits every registered one twice). */
function usedSchemas(document: Json, schemas: Record<string, Json>): Record<string, Json> {
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')) {
        const name = child.slice('#/components/schemas/'.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(child);
    }
  };
  visit(document.paths);
  visit(document.webhooks);
  visit(responses);
  return Object.fromEntries(
    Object.entries(schemas)
      .filter(([name]) => used.has(name))
      .sort(),
  );
}

/**
 * Completes the document @fastify/swagger made from the routes: per operation its operationId,
 * tag, access in words, security, the cart token header and every error answer with the shared
 * error schema and rate-limit headers; for the document its tags, servers and components.
 * Nothing here reads configuration, so every server serves the same document (ADR 0116).
 */
export function finishDocument(document: Json, routes: ReadonlyMap<string, DocumentedRoute>): Json {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const [path, byMethod] of Object.entries(
    document.paths as Record<string, Record<string, Operation>>,
  )) {
    paths[path] = {};
    for (const method of methods) {
      const operation = byMethod[method];
      if (operation)
        paths[path][method] = finishOperation(method, path, operation, routes.get(`${method} ${path}`));
    }
  }
  const used = new Set(
    Object.values(paths).flatMap((byMethod) => Object.values(byMethod).flatMap((op) => op.tags ?? [])),
  );
  const components = (document.components ?? {}) as Json;
  const finished = withoutLoneBranches({ ...document, paths, webhooks: webhooksSection() }) as Json;
  return {
    ...finished,
    servers: [
      {
        url: 'https://{shop}.{platform}',
        description: 'A shop on the platform; a shop’s own domain answers the same API.',
        variables: {
          shop: { default: 'demo', description: 'The shop’s subdomain.' },
          platform: { default: 'localhost', description: 'The platform’s domain (PLATFORM_DOMAIN).' },
        },
      },
    ],
    tags: [...used].sort().map((name) => ({ name, description: tagDescriptions[name] ?? name })),
    components: {
      securitySchemes,
      parameters: { 'Emporia-Api-Version': versionParameter },
      headers,
      responses,
      schemas: usedSchemas(finished, withoutLoneBranches(components.schemas ?? {}) as Record<string, Json>),
    },
  };
}
