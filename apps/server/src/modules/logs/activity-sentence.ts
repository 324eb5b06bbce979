import type { ActivitySummary } from '@emporia/contracts/logs';
import type { schema } from '@emporia/db';
import { type ActivityKind, anyName, inWords, kindOf, kindOfArea, type Reading } from './activity-kinds';
import { changedFields } from './changed-fields';

type Row = typeof schema.auditEntries.$inferSelect;
type AuditChange = schema.AuditChange;

/** The last word of an admin route that names what was done to a record. */
const actionWords: Record<string, string> = {
  activate: 'activated',
  adjust: 'adjusted',
  answer: 'answered',
  approve: 'approved',
  cancel: 'cancelled',
  default: 'set the default of',
  delete: 'deleted',
  dismiss: 'dismissed',
  import: 'imported',
  invitation: 'sent an invitation to',
  launch: 'launched',
  lift: 'lifted',
  order: 'reordered',
  'password-reset': 'sent a password reset to',
  primary: 'set the primary',
  reconcile: 'reconciled',
  refund: 'refunded',
  reject: 'rejected',
  resend: 'resent',
  restore: 'restored',
  retry: 'retried',
  revoke: 'revoked',
  send: 'sent',
  'sign-in-link': 'sent a sign-in link to',
  status: 'changed the status of',
  upload: 'uploaded',
  verify: 'checked',
};
const methodWords: Record<string, string> = {
  POST: 'created',
  PUT: 'changed',
  PATCH: 'changed',
  DELETE: 'deleted',
};

/** "created", "changed", "cancelled"…: from the route's last word, else its method. */
export function actionOf(method: string, route: string): string {
  const parts = route.replace(/^\/api\/v1\/admin\//, '').split('/');
  const last = parts.at(-1) ?? '';
  if (parts.length > 1 && !last.startsWith(':') && actionWords[last]) return actionWords[last];
  // A POST under a record (/products/:id/images) adds to it; the record itself is changed.
  if (method === 'POST' && parts.length > 2) return 'changed';
  return methodWords[method] ?? 'changed';
}

/** "Ana" from "Ana <ana@shop.example>"; the address when the name is empty. */
export function actorOf(actorName: string): string {
  const match = /^(.*?)\s*<([^>]*)>$/.exec(actorName);
  if (!match) return actorName || 'A removed staff member';
  return match[1] || match[2] || 'A removed staff member';
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const nounOf = (kind: ActivityKind | undefined, fallback: string) =>
  kind?.noun ?? kind?.kind ?? fallback.replaceAll('-', ' ');

type Record_ = ActivitySummary['records'][number];
type Field = Record_['fields'][number];

function recordOf(change: AuditChange, reading: Reading): Record_ {
  const kind = kindOf(change.entity, change.id);
  const state = isRecord(change.after) ? change.after : isRecord(change.before) ? change.before : {};
  // A record made or deleted is named, not listed field by field.
  const whole = change.before === null || change.after === null;
  const changed = whole ? [] : changedFields(change.before, change.after);
  // In the order the area lists its fields, then the rest.
  const order = Object.keys(kind?.fields ?? {});
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  changed.sort((a, b) => rank(a.field) - rank(b.field));
  const fields = changed.flatMap((f): Field[] => {
    const field = kind?.fields?.[f.field];
    if (field === null) return [];
    const label = field?.label ?? (f.field.replaceAll('_', ' ') || nounOf(kind, change.entity));
    if (field?.opaque) return [{ label, before: null, after: null }];
    const say = field?.words ?? inWords;
    return [{ label, before: say(f.before, reading), after: say(f.after, reading) }];
  });
  return {
    kind: nounOf(kind, change.entity),
    name: kind?.name?.(state, reading) ?? anyName(state, reading) ?? `#${change.id}`,
    // A deleted record has no page to open.
    path: change.after === null ? null : (kind?.path?.(change.id) ?? null),
    fields,
  };
}

/** An entry without before → after: its kind from the area, its name from the body. */
function plainRecordOf(row: Row, reading: Reading): Record_ {
  const kind = kindOfArea(row.area);
  const body = isRecord(row.body) ? row.body : {};
  const name =
    kind?.name?.(body, reading) ?? anyName(body, reading) ?? (row.entityId ? `#${row.entityId}` : '');
  return {
    kind: nounOf(kind, row.area),
    name,
    path: row.entityId && row.method !== 'DELETE' ? (kind?.path?.(row.entityId) ?? null) : null,
    fields: [],
  };
}

const fieldText = (f: Field) =>
  f.before === null ? `${f.label} changed` : `${f.label} ${f.before} → ${f.after}`;
const recordText = (r: Record_) =>
  `${r.kind}${r.name ? ` “${r.name}”` : ''}${r.fields.length ? `: ${r.fields.map(fieldText).join(', ')}` : ''}`;

/**
 * The entry as a sentence: "Ana changed product “Rain Jacket”: price $120.00 → $149.00, status
 * Hidden → Visible", each record with its admin page, each field in the words its area gave.
 */
export function summaryOf(row: Row, reading: Reading): ActivitySummary {
  const changes = row.changes as AuditChange[];
  const records = changes.length ? changes.map((c) => recordOf(c, reading)) : [plainRecordOf(row, reading)];
  const actor = actorOf(row.actorName);
  const action = actionOf(row.method, row.route);
  return { actor, action, records, text: `${actor} ${action} ${records.map(recordText).join('; ')}` };
}
