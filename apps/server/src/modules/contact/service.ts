import type { ContactAnswerForm, contactFormSchema } from '@emporia/contracts/contact';
import type { z } from 'zod';
import { checkBotToken } from '../../kernel/bot-check';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';
import { enqueueTemplatedEmail } from '../email-layouts';
import { readGeneralSettings } from '../store-settings';
import { insertMessage, listMessages, messageOf, openMessage, saveAnswer } from './queries';

type ContactForm = z.output<typeof contactFormSchema>;

/** The message as the shop and the shopper read it in their mail. */
function contactValues(form: Pick<ContactForm, 'name' | 'email' | 'subject' | 'message' | 'order_ref'>) {
  return {
    contact: {
      name: form.name,
      email: form.email,
      subject: form.subject,
      message: form.message,
      order_ref: form.order_ref ?? '',
    },
  };
}

/**
 * A shopper's contact-us message: kept in the shop's inbox, e-mailed to the shop's address (set in
 * setting/general) with Reply-To the shopper, so answering from a mail program reaches them, and
 * a copy to the shopper. All or nothing: the mails leave only if the message was stored.
 */
export async function sendContactMessage(ctx: RequestContext, form: ContactForm, remoteIp: string) {
  await checkBotToken(ctx, form.grecaptcha_token, remoteIp);
  await inTransaction(ctx, async (tx) => {
    await insertMessage(tx.db, {
      shopId: tx.shop.id,
      customerId: tx.actor.kind === 'customer' ? tx.actor.customerId : null,
      name: form.name,
      email: form.email,
      subject: form.subject,
      message: form.message,
      orderRef: form.order_ref,
    });
    const shopAddress = (await readGeneralSettings(tx)).email;
    if (shopAddress) {
      await enqueueTemplatedEmail(tx, 'contact-to-shop', {
        to: shopAddress,
        origin: '',
        values: contactValues(form),
        headers: { 'Reply-To': `"${form.name.replace(/["\\]/g, '')}" <${form.email}>` },
      });
    }
    await enqueueTemplatedEmail(tx, 'contact-copy', {
      to: form.email,
      origin: '',
      values: contactValues(form),
    });
  });
}

export async function listContactMessages(ctx: RequestContext, query: Parameters<typeof listMessages>[2]) {
  const [{ rows, total, unread }, general] = await Promise.all([
    listMessages(ctx.db, ctx.shop.id, query),
    readGeneralSettings(ctx),
  ]);
  return {
    data: rows.map(messageOf),
    meta: { total, page: query.page, per_page: query.per_page, unread, shop_address: general.email },
  };
}

export async function readContactMessage(ctx: RequestContext, id: number) {
  const row = await openMessage(ctx.db, ctx.shop.id, id);
  if (!row) throw notFound('This message does not exist.');
  return messageOf(row);
}

/** The shop's answer goes to the sender by e-mail, quoting their message, and is kept with it. */
export async function answerContactMessage(ctx: RequestContext, id: number, form: ContactAnswerForm) {
  return inTransaction(ctx, async (tx) => {
    const row = await saveAnswer(tx.db, tx.shop.id, id, form.answer);
    if (!row) throw notFound('This message does not exist.');
    await enqueueTemplatedEmail(tx, 'contact-answer', {
      to: row.email,
      origin: '',
      values: {
        answer: form.answer,
        contact: {
          subject: row.subject,
          message: row.message,
          date: row.createdAt.toISOString().slice(0, 10),
        },
      },
    });
    return messageOf(row);
  });
}
