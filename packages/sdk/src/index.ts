// @emporia/sdk: the generated client of docs/api/openapi.json (src/generated, `npm run sdk`) and
// the small hand-written part around it (ADR 0119; docs/developers.md).
export { createClient, Emporia, type EmporiaOptions } from './client.js';
export { EmporiaApiError, type EmporiaErrorBody } from './errors.js';
export type * from './generated/types.gen.js';
export { eachPage, eachRow, type ListPage, type ListResult, relNext } from './pagination.js';
export { developerSession, developerSessionCookie } from './session.js';
export { type VerifyWebhookOptions, verifyWebhook, type WebhookHeaders } from './webhooks.js';
