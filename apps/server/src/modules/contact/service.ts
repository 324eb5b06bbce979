import type { ContactAnswerForm, contactFormSchema } from '@emporia/contracts/contact';
import type { z } from 'zod';
import { checkBotToken } from '../../platform/bot-check';
import { inTransaction, type RequestContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { enqueueEmail } from '../notifications/outbox';
import { readGeneralSettings } from '../store-settings/general-settings';
import { insertMessage, listMessages, messageOf, openMessage, saveAnswer } from './queries';

type ContactForm = z.output<typeof contactFormSchema>;

/** The message as the shop and the shopper read it in their mail. */
function messageLines(form: Pick<ContactForm, 'name' | 'email' | 'subject' | 'message' | 'order_ref'>) {
  return [
    `From: ${form.name} <${form.email}>`,
    ...(form.order_ref ? [`Order: ${form.order_ref}`] : []),
    `Subject: ${form.subject}`,
    '',
    form.message,
  ];
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
      await enqueueEmail(tx, {
        to: shopAddress,
        subject: `${tx.shop.name} - Contact: ${form.subject}`,
        text: [
          `A message from the contact form of ${tx.shop.name}. Reply to this e-mail to answer ${form.name}.`,
          '',
          ...messageLines(form),
        ].join('\n'),
        headers: { 'Reply-To': `"${form.name.replace(/["\\]/g, '')}" <${form.email}>` },
      });
    }
    await enqueueEmail(tx, {
      to: form.email,
      subject: `${tx.shop.name} - We have received your message`,
      text: [
        `Hello ${form.name},`,
        '',
        `Thank you for writing to ${tx.shop.name}. We will answer you by e-mail as soon as we can.`,
        'This is a copy of your message:',
        '',
        ...messageLines(form),
      ].join('\n'),
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
    await enqueueEmail(tx, {
      to: row.email,
      subject: `Re: ${row.subject}`,
      text: [
        form.answer,
        '',
        `— ${tx.shop.name}`,
        '',
        `On ${row.createdAt.toISOString().slice(0, 10)} you wrote:`,
        ...row.message.split('\n').map((line) => `> ${line}`),
      ].join('\n'),
    });
    return messageOf(row);
  });
}
