import type { EmailTemplateKey } from '@emporia/contracts/email-layouts';
import type { VariableList } from './render';

/**
 * Every mail the shop sends, with the texts it always had as the default (a
 * shop that edits nothing sends what it sent before), the names each may use
 * and sample values for the admin's preview and test mail.
 */
export interface TemplateDefinition {
  name: string;
  description: string;
  marketing?: boolean;
  variables: VariableList;
  subject: string;
  html: string;
  sample: object;
}

/** Names every mail and the layout may use. */
export const shopVariables: VariableList = {
  'shop.name': 'The shop’s name',
  'shop.url': 'The storefront’s address',
  'shop.email': 'The shop’s e-mail address (Settings → General)',
  'shop.address': 'The shop’s postal address (Settings → General)',
  'shop.telephone': 'The shop’s telephone number',
};

export const shopSample = {
  shop: {
    name: 'Emporia Gear Co.',
    url: 'https://demo.example',
    email: 'hello@demo.example',
    address: '1 Trail Road\nBoulder, CO 80302',
    telephone: '+1 303 555 0100',
  },
};

const p = (...lines: string[]) => `<p>${lines.join('<br />\n')}</p>`;
const link = (name: string) => `<a href="{{${name}}}">{{${name}}}</a>`;

const customerName = { 'customer.firstname': 'The customer’s first name' };
const orderRef = { 'order.ref': 'The order reference' };

export const layoutDefinition: TemplateDefinition = {
  name: 'Shared layout',
  description:
    'The header and footer around every e-mail. {{content}} is where each e-mail’s body goes; marketing e-mails fill {{unsubscribe_link}}.',
  variables: {
    ...shopVariables,
    content: 'The e-mail’s own body (once, required)',
    unsubscribe_link: 'The one-click unsubscribe address (marketing e-mails only; empty otherwise)',
  },
  subject: '',
  html: [
    '<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222;max-width:600px;margin:0 auto">',
    '{{content}}',
    '<p style="margin-top:32px;border-top:1px solid #ddd;padding-top:12px;font-size:12px;color:#666">{{shop.name}}{{#shop.address}}<br />{{shop.address}}{{/shop.address}}</p>',
    '{{#unsubscribe_link}}<p style="font-size:12px;color:#666">No more e-mails like this one: <a href="{{unsubscribe_link}}">{{unsubscribe_link}}</a></p>{{/unsubscribe_link}}',
    '</div>',
  ].join('\n'),
  sample: { unsubscribe_link: 'https://demo.example/unsubscribe?email=ann%40example.com&key=sample' },
};

export const templateDefinitions: Record<Exclude<EmailTemplateKey, 'layout'>, TemplateDefinition> = {
  'order-confirmation': {
    name: 'Order confirmation',
    description: 'Sent to the shopper as soon as an order is placed.',
    variables: {
      ...customerName,
      ...orderRef,
      'order.status': 'The order’s status',
      'order.items': 'The ordered lines (a list)',
      'order.items.quantity': 'How many',
      'order.items.name': 'The product’s name',
      'order.items.options': 'The chosen options, if any',
      'order.items.total': 'The line’s total',
      'order.items.gift_card': 'For a gift card: whom it is for and whether it went out',
      'order.totals': 'The totals (a list)',
      'order.totals.title': 'The total’s name (Sub-Total, Shipping, Total …)',
      'order.totals.value': 'Its amount',
      'order.shipping_address': 'The shipping address, one line each (a list; empty for nothing to ship)',
      'order.shipping_address.line': 'One line of the address',
      'order.ships': 'Set when the order is shipped to an address',
      'order.shipping_method': 'The shipping method’s name',
      'order.money_order_total': 'The amount to send by money order (only for that payment method)',
      'order.comment': 'The shopper’s comment',
      'order.track_link': 'The order’s tracking page',
      'order.invoice_link': 'The order’s invoice',
    },
    subject: '{{shop.name}} - Order {{order.ref}} received',
    html: [
      p('Hello {{customer.firstname}},'),
      p(
        'Thank you for your order at {{shop.name}}. Your order reference is <strong>{{order.ref}}</strong>.',
        'Status: {{order.status}}',
      ),
      '<p>Items:</p>',
      '<ul>{{#order.items}}<li>{{quantity}} × {{name}}{{#options}} ({{options}}){{/options}} — {{total}}{{#gift_card}}<br />{{gift_card}}{{/gift_card}}</li>{{/order.items}}</ul>',
      '<p>{{#order.totals}}{{title}}: {{value}}<br />{{/order.totals}}</p>',
      '{{#order.ships}}<p>Shipping address:<br />{{#order.shipping_address}}{{line}}<br />{{/order.shipping_address}}</p>{{/order.ships}}',
      '{{#order.shipping_method}}<p>Shipping method: {{order.shipping_method}}</p>{{/order.shipping_method}}',
      '{{#order.money_order_total}}<p>Please send your money order of {{order.money_order_total}} payable to {{shop.name}}, quoting {{order.ref}}.</p>{{/order.money_order_total}}',
      '{{#order.comment}}<p>Your comment: {{order.comment}}</p>{{/order.comment}}',
      p(`Track your order: ${link('order.track_link')}`, `Invoice: ${link('order.invoice_link')}`),
    ].join('\n'),
    sample: {
      customer: { firstname: 'Ann' },
      order: {
        ref: 'ORD-10042',
        status: 'Pending',
        items: [
          { quantity: 2, name: 'Summit Stove', options: '', total: '$91.60', gift_card: '' },
          { quantity: 1, name: 'Trail Lantern', options: 'Colour: Red', total: '$24.00', gift_card: '' },
        ],
        totals: [
          { title: 'Sub-Total', value: '$115.60' },
          { title: 'Flat Shipping Rate', value: '$5.00' },
          { title: 'Total', value: '$120.60' },
        ],
        shipping_address: [
          { line: 'Ann Walker' },
          { line: '12 Pine Street' },
          { line: 'Denver, Colorado 80202' },
          { line: 'United States' },
        ],
        ships: true,
        shipping_method: 'Flat Shipping Rate',
        money_order_total: '',
        comment: 'Please leave it at the door.',
        track_link: 'https://demo.example/track-order/ORD-10042?key=sample',
        invoice_link: 'https://demo.example/invoice/ORD-10042?key=sample',
      },
    },
  },
  'order-update': {
    name: 'Order update (shipping and status)',
    description:
      'Sent when staff change an order’s status and tick “Notify the customer” — e.g. when it ships.',
    variables: {
      ...customerName,
      ...orderRef,
      'order.status': 'The new status',
      'order.comment': 'The staff’s comment for the customer',
      'order.track_link': 'The order’s tracking page',
    },
    subject: '{{shop.name}} - Order {{order.ref}} update',
    html: [
      p('Hello {{customer.firstname}},'),
      p('Your order {{order.ref}} has been updated to the following status: {{order.status}}.'),
      '{{#order.comment}}<p>The comments for your order are:<br />{{order.comment}}</p>{{/order.comment}}',
      p(`Track your order: ${link('order.track_link')}`),
    ].join('\n'),
    sample: {
      customer: { firstname: 'Ann' },
      order: {
        ref: 'ORD-10042',
        status: 'Shipped',
        comment: 'On its way! Tracking number 1Z999AA10123456784.',
        track_link: 'https://demo.example/track-order/ORD-10042?key=sample',
      },
    },
  },
  'gift-card': {
    name: 'Gift card',
    description: 'Sent to the receiver of a gift card with its code, when the order is paid.',
    variables: {
      'receiver.name': 'The receiver’s name',
      'sender.name': 'Who sends it (the shop’s name when no name was given)',
      'card.amount': 'The card’s amount',
      'card.code': 'The gift card code',
      'card.message': 'The sender’s message',
      where: 'The shop’s name with its address, where to spend the card',
    },
    subject: '{{shop.name}} - {{sender.name}} sent you a {{card.amount}} gift card',
    html: [
      p('Hello {{receiver.name}},'),
      p('{{sender.name}} has sent you a gift card of {{card.amount}} to spend at {{shop.name}}.'),
      '{{#card.message}}<p>Message from {{sender.name}}:<br />{{card.message}}</p>{{/card.message}}',
      p('Your gift card code: <strong>{{card.code}}</strong>', 'Amount: {{card.amount}}'),
      '<p>How to redeem it:</p>',
      '<ol><li>Choose what you like at {{where}} and go to the checkout.</li><li>Enter the code under "Apply a gift card".</li><li>The card pays as much of the order as it holds; you pay the rest, if any, as usual.</li></ol>',
      p('What you do not spend stays on the card for your next order.'),
      p('Keep this code safe: whoever has it can spend the card.'),
      '{{#shop.url}}<p><a href="{{shop.url}}">{{shop.url}}</a></p>{{/shop.url}}',
    ].join('\n'),
    sample: {
      receiver: { name: 'Rosa Receiver' },
      sender: { name: 'Ben Buyer' },
      card: { amount: '$40.00', code: 'ABCD-EFGH-JKLM-NPQR', message: 'Happy birthday, Rosa!' },
      where: 'Emporia Gear Co. (https://demo.example)',
    },
  },
  'gift-cards-sent': {
    name: 'Gift cards sent',
    description:
      'Tells the buyer that the gift cards they bought went out (when that happens after the order confirmation).',
    variables: {
      ...customerName,
      ...orderRef,
      cards: 'The cards sent (a list)',
      'cards.amount': 'A card’s amount',
      'cards.masked_code': 'The card’s code, all but its last four hidden',
      'cards.receiver_name': 'Its receiver’s name',
      'cards.receiver_email': 'Its receiver’s e-mail address',
      several: 'Set when more than one card went out',
    },
    subject:
      '{{shop.name}} - Your gift card{{#several}}s have{{/several}}{{^several}} has{{/several}} been sent',
    html: [
      p('Hello {{customer.firstname}},'),
      p('Your payment for order {{order.ref}} has been received, so we have sent:'),
      '<ul>{{#cards}}<li>A {{amount}} gift card ({{masked_code}}) to {{receiver_name}} &lt;{{receiver_email}}&gt;</li>{{/cards}}</ul>',
      p('Thank you for shopping at {{shop.name}}.'),
    ].join('\n'),
    sample: {
      customer: { firstname: 'Ben' },
      order: { ref: 'ORD-10042' },
      cards: [
        {
          amount: '$40.00',
          masked_code: '••••-••••-••••-NPQR',
          receiver_name: 'Rosa Receiver',
          receiver_email: 'rosa@example.com',
        },
      ],
      several: false,
    },
  },
  'return-request': {
    name: 'Return request received',
    description: 'Sent to the shopper when they ask to return or exchange an order.',
    variables: {
      ...customerName,
      ...orderRef,
      'return.kind': '“return” or “exchange”',
      'return.reason': 'The reason they gave',
    },
    subject: '{{shop.name}} - Return request for order {{order.ref}}',
    html: [
      p('Hello {{customer.firstname}},'),
      p(
        'We have received your {{return.kind}} request for order {{order.ref}} ({{return.reason}}).',
        'We will let you know as soon as we have looked at it.',
      ),
    ].join('\n'),
    sample: {
      customer: { firstname: 'Ann' },
      order: { ref: 'ORD-10042' },
      return: { kind: 'return', reason: 'Faulty, please supply details' },
    },
  },
  'return-update': {
    name: 'Return update',
    description: 'Sent when staff change a return’s status.',
    variables: {
      ...customerName,
      ...orderRef,
      'return.status': 'The return’s new status',
      'return.refund': 'The amount refunded, if any',
      'return.comment': 'The staff’s comment',
    },
    subject: '{{shop.name}} - Your return for order {{order.ref}}',
    html: [
      p('Hello {{customer.firstname}},'),
      p(
        'Your return for order {{order.ref}} is now {{return.status}}.{{#return.refund}}<br />We are refunding {{return.refund}}.{{/return.refund}}',
      ),
      '{{#return.comment}}<p>{{return.comment}}</p>{{/return.comment}}',
    ].join('\n'),
    sample: {
      customer: { firstname: 'Ann' },
      order: { ref: 'ORD-10042' },
      return: { status: 'approved', refund: '$24.00', comment: 'Thank you for sending it back.' },
    },
  },
  'guest-welcome': {
    name: 'Welcome (account from a guest order)',
    description: 'Sent when a guest turns their order into an account, with the link to choose a password.',
    variables: { ...customerName, ...orderRef, password_link: 'The link to choose a password (7 days)' },
    subject: 'Welcome to {{shop.name}}',
    html: [
      p('Hello {{customer.firstname}},'),
      p(
        'Your {{shop.name}} account has been created and your order {{order.ref}} is in it.',
        'To log in next time, choose a password with this link (it works for 7 days):',
      ),
      p(link('password_link')),
    ].join('\n'),
    sample: {
      customer: { firstname: 'Ann' },
      order: { ref: 'ORD-10042' },
      password_link: 'https://demo.example/reset-password/sample',
    },
  },
  'customer-welcome': {
    name: 'Welcome (new account)',
    description: 'Sent when a shopper creates an account on the storefront.',
    variables: {
      ...customerName,
      'customer.email': 'The address the account signs in with',
      account_link: 'The link to the customer’s account',
    },
    subject: 'Welcome to {{shop.name}}',
    html: [
      p('Hello {{customer.firstname}},'),
      p(
        'Thank you for creating your {{shop.name}} account. You sign in with {{customer.email}}.',
        'Your orders, addresses, wishlist and quick reorder list are waiting for you here:',
      ),
      p(link('account_link')),
    ].join('\n'),
    sample: {
      customer: { firstname: 'Ann', email: 'ann@example.com' },
      account_link: 'https://demo.example/account',
    },
  },
  'wishlist-share': {
    name: 'Wishlist shared by e-mail',
    description: 'Sent to a friend a customer e-mails their wishlist to, with their note and the link.',
    variables: {
      ...customerName,
      message: 'The customer’s note (may be empty)',
      wishlist_link: 'The link to the customer’s wishlist',
    },
    subject: '{{customer.firstname}} shared a wishlist from {{shop.name}} with you',
    html: [
      p('Hello,'),
      p('{{customer.firstname}} would like you to see their wishlist at {{shop.name}}.'),
      '{{#message}}<blockquote style="border-left:3px solid #ddd;margin:0;padding-left:12px">{{message}}</blockquote>{{/message}}',
      p(link('wishlist_link')),
    ].join('\n'),
    sample: {
      customer: { firstname: 'Ann' },
      message: 'For my birthday, in case you wondered!',
      wishlist_link: 'https://demo.example/extend/wishlist?id=42',
    },
  },
  'customer-invite': {
    name: 'Customer invitation',
    description: 'Sent when staff open an account for a customer, with the link to choose a password.',
    variables: { ...customerName, password_link: 'The link to choose a password (7 days)' },
    subject: 'Your account at {{shop.name}}',
    html: [
      p('Hello {{customer.firstname}},'),
      p(
        'An account has been opened for you at {{shop.name}}. To choose your password and sign in, open this link within the next seven days:',
      ),
      p(link('password_link')),
    ].join('\n'),
    sample: { customer: { firstname: 'Ann' }, password_link: 'https://demo.example/reset-password/sample' },
  },
  'customer-password-reset': {
    name: 'Password reset',
    description: 'Sent when a customer (or staff for them) asks to reset the password.',
    variables: { ...customerName, reset_link: 'The link to choose a new password (1 hour, once)' },
    subject: 'Reset your password at {{shop.name}}',
    html: [
      p('Hello {{customer.firstname}},'),
      p(
        'Someone asked to reset the password of your {{shop.name}} account. To choose a new password, open this link within the next hour:',
      ),
      p(link('reset_link')),
      p(
        'The link works once. If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
      ),
    ].join('\n'),
    sample: { customer: { firstname: 'Ann' }, reset_link: 'https://demo.example/reset-password/sample' },
  },
  'customer-sign-in-link': {
    name: 'Sign-in link',
    description: 'Sent when a customer asks to sign in by e-mail instead of with the password.',
    variables: {
      ...customerName,
      sign_in_link: 'The single-use sign-in link',
      minutes: 'How many minutes the link works',
    },
    subject: 'Your sign-in link for {{shop.name}}',
    html: [
      p('Hello {{customer.firstname}},'),
      p(
        'To sign in to your {{shop.name}} account without your password, open this link within the next {{minutes}} minutes:',
      ),
      p(link('sign_in_link')),
      p(
        'The link works once. If you did not ask for it, you can ignore this e-mail: nobody can sign in with it but you.',
      ),
    ].join('\n'),
    sample: {
      customer: { firstname: 'Ann' },
      sign_in_link: 'https://demo.example/auth/callback?code=sample',
      minutes: 15,
    },
  },
  'restock-notice': {
    name: 'Back in stock',
    description: 'Sent once to each shopper who asked to hear when a sold-out product returns.',
    variables: {
      'subscriber.name': 'The shopper’s name',
      'product.name': 'The product’s name',
      'product.link': 'The product’s page',
    },
    subject: '{{product.name}} is back in stock',
    html: [
      p('Hello {{subscriber.name}},'),
      p('Good news: {{product.name}} is back in stock at {{shop.name}}.'),
      p(link('product.link')),
      p('You asked us to tell you when it returns. This is the only e-mail we send about it.'),
    ].join('\n'),
    sample: {
      subscriber: { name: 'Cleo' },
      product: { name: 'Summit 2-Person Tent', link: 'https://demo.example/summit-2-person-tent' },
    },
  },
  'abandoned-cart': {
    name: 'Abandoned cart',
    description: 'The reminder of a cart left behind, with a link that fills the cart again (marketing).',
    marketing: true,
    variables: {
      'customer.firstname': 'The shopper’s first name, if known',
      lines: 'The cart’s lines (a list)',
      'lines.quantity': 'How many',
      'lines.name': 'The product’s name',
      total: 'The cart’s total',
      restore_link: 'The link that puts the lines back in the cart',
    },
    subject: '{{shop.name}} - You left something in your cart',
    html: [
      p('Hello{{#customer.firstname}} {{customer.firstname}}{{/customer.firstname}},'),
      '<p>You left these in your cart:</p>',
      '<ul>{{#lines}}<li>{{quantity}} × {{name}}</li>{{/lines}}</ul>',
      p('Total: {{total}}'),
      p('Pick up where you left off:', link('restore_link')),
    ].join('\n'),
    sample: {
      customer: { firstname: 'Ann' },
      lines: [{ quantity: 1, name: 'Trail Lantern' }],
      total: '$24.00',
      restore_link: 'https://demo.example/cart?restore=sample',
    },
  },
  'newsletter-confirm': {
    name: 'Deals sign-up: confirm',
    description: 'The double opt-in: asks the address to confirm the sign-up for the shop’s deals.',
    variables: { confirm_link: 'The link that confirms the sign-up' },
    subject: '{{shop.name}} - Confirm your sign-up for our deals',
    html: [
      p('Hello,'),
      p(
        "Someone, we hope you, asked for {{shop.name}}'s deals at this address.",
        `Confirm that you want them: ${link('confirm_link')}`,
      ),
      p('If it was not you, ignore this e-mail: without your confirmation you get nothing more from us.'),
    ].join('\n'),
    sample: { confirm_link: 'https://demo.example/newsletter/confirm?email=ann%40example.com&key=sample' },
  },
  'newsletter-welcome': {
    name: 'Deals sign-up: welcome',
    description: 'Sent once the sign-up is confirmed; carries the unsubscribe link (marketing).',
    marketing: true,
    variables: {},
    subject: '{{shop.name}} - You are signed up for our deals',
    html: [p('Hello,'), p("Thank you: {{shop.name}}'s deals will reach you at this address.")].join('\n'),
    sample: {},
  },
  'contact-to-shop': {
    name: 'Contact form: to the shop',
    description: 'A shopper’s contact-us message, sent to the shop’s address with Reply-To the shopper.',
    variables: {
      'contact.name': 'The shopper’s name',
      'contact.email': 'The shopper’s e-mail address',
      'contact.subject': 'The message’s subject',
      'contact.message': 'The message',
      'contact.order_ref': 'The order reference they gave, if any',
    },
    subject: '{{shop.name}} - Contact: {{contact.subject}}',
    html: [
      p('A message from the contact form of {{shop.name}}. Reply to this e-mail to answer {{contact.name}}.'),
      p(
        'From: {{contact.name}} &lt;{{contact.email}}&gt;{{#contact.order_ref}}<br />Order: {{contact.order_ref}}{{/contact.order_ref}}',
        'Subject: {{contact.subject}}',
      ),
      p('{{contact.message}}'),
    ].join('\n'),
    sample: {
      contact: {
        name: 'Ann Walker',
        email: 'ann@example.com',
        subject: 'Broken tent pole',
        message: 'One pole of my Alpine Dome Tent snapped.\nCan I get a spare?',
        order_ref: 'ORD-10042',
      },
    },
  },
  'contact-copy': {
    name: 'Contact form: copy to the shopper',
    description: 'The acknowledgement a shopper gets with a copy of their message.',
    variables: {
      'contact.name': 'The shopper’s name',
      'contact.email': 'The shopper’s e-mail address',
      'contact.subject': 'The message’s subject',
      'contact.message': 'The message',
      'contact.order_ref': 'The order reference they gave, if any',
    },
    subject: '{{shop.name}} - We have received your message',
    html: [
      p('Hello {{contact.name}},'),
      p(
        'Thank you for writing to {{shop.name}}. We will answer you by e-mail as soon as we can.',
        'This is a copy of your message:',
      ),
      p(
        'From: {{contact.name}} &lt;{{contact.email}}&gt;{{#contact.order_ref}}<br />Order: {{contact.order_ref}}{{/contact.order_ref}}',
        'Subject: {{contact.subject}}',
      ),
      p('{{contact.message}}'),
    ].join('\n'),
    sample: {
      contact: {
        name: 'Ann Walker',
        email: 'ann@example.com',
        subject: 'Broken tent pole',
        message: 'One pole of my Alpine Dome Tent snapped.\nCan I get a spare?',
        order_ref: 'ORD-10042',
      },
    },
  },
  'contact-answer': {
    name: 'Contact form: the shop’s answer',
    description: 'Staff’s answer to a contact-us message, quoting it.',
    variables: {
      answer: 'The answer staff wrote',
      'contact.subject': 'The message’s subject',
      'contact.message': 'The shopper’s message',
      'contact.date': 'The day it was written (YYYY-MM-DD)',
    },
    subject: 'Re: {{contact.subject}}',
    html: [
      p('{{answer}}'),
      p('— {{shop.name}}'),
      '<p>On {{contact.date}} you wrote:</p>',
      '<blockquote>{{contact.message}}</blockquote>',
    ].join('\n'),
    sample: {
      answer: 'A spare pole is on its way to you today.',
      contact: {
        subject: 'Broken tent pole',
        message: 'One pole of my Alpine Dome Tent snapped.',
        date: '2026-11-26',
      },
    },
  },
  'admin-invite': {
    name: 'Staff invitation',
    description: 'Sent to a new admin user with the link to choose a password.',
    variables: {
      'admin.name': 'The staff member’s name',
      password_link: 'The link to choose a password (7 days)',
    },
    subject: 'You are invited to the {{shop.name}} admin',
    html: [
      p('Hello {{admin.name}},'),
      p(
        'You have been invited to help run {{shop.name}}. Choose your password within the next seven days here:',
      ),
      p(link('password_link')),
    ].join('\n'),
    sample: {
      admin: { name: 'Sam Staff' },
      password_link: 'https://demo.example/admin/reset-password?token=sample',
    },
  },
  'admin-password-reset': {
    name: 'Staff password reset',
    description: 'Sent when an admin user asks to reset the password.',
    variables: {
      'admin.name': 'The staff member’s name',
      reset_link: 'The link to choose a new password (1 hour, once)',
    },
    subject: 'Reset your {{shop.name}} admin password',
    html: [
      p('Hello {{admin.name}},'),
      p('To choose a new password for the {{shop.name}} admin, open this link within the next hour:'),
      p(link('reset_link')),
      p('The link works once. If you did not ask for this, ignore this e-mail.'),
    ].join('\n'),
    sample: {
      admin: { name: 'Sam Staff' },
      reset_link: 'https://demo.example/admin/reset-password?token=sample',
    },
  },
  'admin-sign-in-link': {
    name: 'Staff sign-in link',
    description: 'Sent when an admin user asks to sign in by e-mail.',
    variables: {
      'admin.name': 'The staff member’s name',
      sign_in_link: 'The single-use sign-in link',
      minutes: 'How many minutes the link works',
      two_factor: 'Set when the admin still types an authenticator code',
    },
    subject: 'Your sign-in link for the {{shop.name}} admin',
    html: [
      p('Hello {{admin.name}},'),
      p(
        'To sign in to the {{shop.name}} admin without your password, open this link within the next {{minutes}} minutes:',
      ),
      p(link('sign_in_link')),
      '{{#two_factor}}<p>You will still be asked for the code from your authenticator app.</p>{{/two_factor}}',
      p(
        'The link works once. If you did not ask for it, you can ignore this e-mail: nobody can sign in with it but you.',
      ),
    ].join('\n'),
    sample: {
      admin: { name: 'Sam Staff' },
      sign_in_link: 'https://demo.example/admin/login?code=sample',
      minutes: 15,
      two_factor: true,
    },
  },
  'admin-wrong-codes': {
    name: 'Staff warning: wrong sign-in codes',
    description: 'Sent to an admin when someone with their password typed several wrong authenticator codes.',
    variables: {
      'admin.name': 'The staff member’s name',
      address: 'The network address the last code came from',
      reset_link: 'Where to choose a new password',
    },
    subject: 'Wrong sign-in codes on your {{shop.name}} admin account',
    html: [
      p('Hello {{admin.name}},'),
      p(
        'Someone signed in to the {{shop.name}} admin with your password and then typed several wrong codes from your authenticator app (the last from address {{address}}). Further codes are slowed down.',
      ),
      p(
        'If this was you, you can ignore this e-mail. If it was not, your password is known to someone else: choose a new one now at',
      ),
      p(link('reset_link')),
    ].join('\n'),
    sample: {
      admin: { name: 'Sam Staff' },
      address: '203.0.113.9',
      reset_link: 'https://demo.example/admin/reset-password',
    },
  },
};

export function definitionOf(key: EmailTemplateKey): TemplateDefinition {
  return key === 'layout' ? layoutDefinition : templateDefinitions[key];
}

/** Every name a template may use: its own and the shop's. */
export function variablesOf(key: EmailTemplateKey): VariableList {
  return { ...shopVariables, ...definitionOf(key).variables };
}
