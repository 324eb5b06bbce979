import {
  type EmailPreview,
  type EmailTemplate,
  type EmailTemplateKey,
  type EmailTemplateSummary,
  emailTemplateKeys,
} from '@emporia/contracts/email-layouts';
import { schema } from '@emporia/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import { badRequest, notFound } from '../../kernel/errors';
import { enqueueEmail, tidySentences } from '../notifications';
import { readGeneralSettings } from '../store-settings';
import {
  inLayout,
  isList,
  listOf,
  renderHtml,
  renderSubject,
  sanitizeMailHtml,
  templateProblems,
  textOf,
} from './render';
import { definitionOf, variablesOf } from './templates';

const { emailTemplates } = schema;

interface Source {
  subject: string;
  html: string;
}

/** The shop's own versions of these templates, by key. */
async function ownTemplates(ctx: RequestContext, keys: readonly EmailTemplateKey[]) {
  const rows = await ctx.db
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.shopId, ctx.shop.id), inArray(emailTemplates.template, [...keys])));
  return new Map(rows.map((r) => [r.template as EmailTemplateKey, { subject: r.subject, html: r.html }]));
}

/** The shop's names every mail may use (shop.name, shop.address …). */
async function shopValues(ctx: RequestContext, origin: string) {
  const general = await readGeneralSettings(ctx);
  return {
    shop: {
      name: ctx.shop.name,
      url: origin,
      email: general.email,
      address: general.address,
      telephone: general.telephone,
    },
  };
}

/** Merges `values` over the shop's values, keeping the shop's names beside a template's own shop.* ones. */
function withShop(shop: { shop: Record<string, unknown> }, values: object): Record<string, unknown> {
  const own = values as Record<string, unknown>;
  return { ...own, shop: { ...shop.shop, ...(own.shop as object | undefined) } };
}

function render(
  body: Source,
  layout: Source,
  values: Record<string, unknown>,
  unsubscribeLink: string,
): EmailPreview {
  const all = { ...values, unsubscribe_link: unsubscribeLink };
  // 'at {{shop.name}}.' with a name ending in a full stop: one stop in the HTML too, as in the text.
  const html = tidySentences(inLayout(layout.html, all, renderHtml(body.html, all)));
  return { subject: renderSubject(body.subject, all), html, text: textOf(html) };
}

export interface TemplatedEmail {
  to: string;
  /** The storefront's address (shop.url); '' when unknown. */
  origin: string;
  values: object;
  headers?: Record<string, string>;
  /** Marketing mail: the signed unsubscribe page for the layout's footer and its List-Unsubscribe headers. */
  unsubscribe?: { page: string; headers: Record<string, string> };
}

/**
 * Queues a mail rendered from the shop's template (or the default) inside the
 * shared layout, as HTML with its text part, in the caller's transaction.
 */
export async function enqueueTemplatedEmail(
  ctx: RequestContext,
  key: Exclude<EmailTemplateKey, 'layout'>,
  mail: TemplatedEmail,
): Promise<void> {
  const own = await ownTemplates(ctx, [key, 'layout']);
  const values = withShop(await shopValues(ctx, mail.origin), mail.values);
  const rendered = render(
    own.get(key) ?? definitionOf(key),
    own.get('layout') ?? definitionOf('layout'),
    values,
    mail.unsubscribe?.page ?? '',
  );
  await enqueueEmail(ctx, {
    to: mail.to,
    ...rendered,
    headers: { ...mail.headers, ...mail.unsubscribe?.headers },
  });
}

export async function listEmailTemplates(ctx: RequestContext): Promise<EmailTemplateSummary[]> {
  const own = await ownTemplates(ctx, emailTemplateKeys);
  return emailTemplateKeys.map((key) => summaryOf(key, own.has(key)));
}

function summaryOf(key: EmailTemplateKey, edited: boolean): EmailTemplateSummary {
  const definition = definitionOf(key);
  return {
    key,
    name: definition.name,
    description: definition.description,
    marketing: definition.marketing ?? false,
    edited,
  };
}

export async function readEmailTemplate(ctx: RequestContext, key: EmailTemplateKey): Promise<EmailTemplate> {
  const own = (await ownTemplates(ctx, [key])).get(key);
  const definition = definitionOf(key);
  return {
    ...summaryOf(key, own !== undefined),
    subject: own?.subject ?? definition.subject,
    html: own?.html ?? definition.html,
    default_subject: definition.subject,
    default_html: definition.html,
    variables: Object.entries(variablesOf(key)).map(([name, description]) => {
      const all = variablesOf(key);
      const list = listOf(name, all);
      if (list) return { name: name.slice(list.length + 1), description, kind: 'field' as const, list };
      return { name, description, kind: isList(name, all) ? ('list' as const) : ('value' as const) };
    }),
  };
}

/**
 * A template as it may be saved: sanitised, every name known, the layout with
 * its {{content}}. Refusals name the field (400), nothing is written.
 */
function checked(key: EmailTemplateKey, form: Source): Source {
  const html = sanitizeMailHtml(form.html);
  const variables = variablesOf(key);
  const fields: Record<string, string> = {};
  const subjectProblems = key === 'layout' ? [] : templateProblems(form.subject, variables);
  if (key !== 'layout' && !form.subject) subjectProblems.push('The subject is required.');
  const htmlProblems = templateProblems(html, variables);
  if (!html) htmlProblems.push('The body is required.');
  if (key === 'layout' && (html.match(/\{\{\s*content\s*\}\}/g) ?? []).length !== 1)
    htmlProblems.push('The layout needs {{content}} exactly once: that is where each e-mail goes.');
  if (subjectProblems.length) fields.subject = subjectProblems.join(' ');
  if (htmlProblems.length) fields.html = htmlProblems.join(' ');
  if (Object.keys(fields).length) throw badRequest(Object.values(fields).join(' '), fields);
  return { subject: key === 'layout' ? '' : form.subject, html };
}

export async function saveEmailTemplate(
  ctx: RequestContext,
  key: EmailTemplateKey,
  form: Source,
): Promise<EmailTemplate> {
  const source = checked(key, form);
  await ctx.db
    .insert(emailTemplates)
    .values({ shopId: ctx.shop.id, template: key, ...source })
    .onConflictDoUpdate({
      target: [emailTemplates.shopId, emailTemplates.template],
      set: { ...source, updatedAt: new Date() },
    });
  return readEmailTemplate(ctx, key);
}

/** Back to the default the code ships. */
export async function restoreEmailTemplate(
  ctx: RequestContext,
  key: EmailTemplateKey,
): Promise<EmailTemplate> {
  await ctx.db
    .delete(emailTemplates)
    .where(and(eq(emailTemplates.shopId, ctx.shop.id), eq(emailTemplates.template, key)));
  return readEmailTemplate(ctx, key);
}

/**
 * A draft rendered with the template's sample values, as it would be sent:
 * a mail's draft in the shop's layout, or the layout's draft around a sample mail.
 */
export async function previewEmailTemplate(
  ctx: RequestContext,
  key: EmailTemplateKey,
  form: Source,
  origin: string,
): Promise<EmailPreview> {
  const draft = checked(key, form);
  const shop = await shopValues(ctx, origin);
  if (key === 'layout') {
    const mail = 'order-confirmation';
    const own = (await ownTemplates(ctx, [mail])).get(mail) ?? definitionOf(mail);
    return render(
      own,
      draft,
      withShop(shop, { ...definitionOf(mail).sample, ...definitionOf(key).sample }),
      '',
    );
  }
  const layout = (await ownTemplates(ctx, ['layout'])).get('layout') ?? definitionOf('layout');
  const definition = definitionOf(key);
  const unsubscribe = definition.marketing
    ? String((definitionOf('layout').sample as { unsubscribe_link: string }).unsubscribe_link)
    : '';
  return render(draft, layout, withShop(shop, definition.sample), unsubscribe);
}

/** The draft, rendered with sample values, to the signed-in admin's own address. */
export async function sendTestEmail(
  ctx: RequestContext,
  key: EmailTemplateKey,
  form: Source,
  origin: string,
): Promise<{ to: string; message: string }> {
  if (ctx.actor.kind !== 'admin') throw notFound();
  const [admin] = await ctx.db
    .select({ email: schema.adminUsers.email })
    .from(schema.adminUsers)
    .where(and(eq(schema.adminUsers.shopId, ctx.shop.id), eq(schema.adminUsers.id, ctx.actor.adminId)));
  if (!admin) throw notFound();
  const preview = await previewEmailTemplate(ctx, key, form, origin);
  await enqueueEmail(ctx, {
    to: admin.email,
    ...preview,
    subject: `[Test] ${preview.subject || ctx.shop.name}`,
  });
  return { to: admin.email, message: `A test e-mail is on its way to ${admin.email}.` };
}
