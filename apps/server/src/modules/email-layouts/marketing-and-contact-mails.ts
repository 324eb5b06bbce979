import { link, p, type TemplateDefinition } from './template-parts';

/** Restock, abandoned-cart, deals and contact-us mails. */
/** A contact-us message as both the shop's copy and the shopper's copy show it. */
const contactMessageVariables = {
  'contact.name': 'The shopper’s name',
  'contact.email': 'The shopper’s e-mail address',
  'contact.subject': 'The message’s subject',
  'contact.message': 'The message',
  'contact.order_ref': 'The order reference they gave, if any',
};
const quotedContactMessage = [
  p(
    'From: {{contact.name}} &lt;{{contact.email}}&gt;{{#contact.order_ref}}<br />Order: {{contact.order_ref}}{{/contact.order_ref}}',
    'Subject: {{contact.subject}}',
  ),
  p('{{contact.message}}'),
];
const contactMessageSample = {
  contact: {
    name: 'Ann Walker',
    email: 'ann@example.com',
    subject: 'Broken tent pole',
    message: 'One pole of my Alpine Dome Tent snapped.\nCan I get a spare?',
    order_ref: 'ORD-10042',
  },
};

export const marketingAndContactMails: Record<string, TemplateDefinition> = {
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
    variables: contactMessageVariables,
    subject: '{{shop.name}} - Contact: {{contact.subject}}',
    html: [
      p('A message from the contact form of {{shop.name}}. Reply to this e-mail to answer {{contact.name}}.'),
      ...quotedContactMessage,
    ].join('\n'),
    sample: contactMessageSample,
  },
  'contact-copy': {
    name: 'Contact form: copy to the shopper',
    description: 'The acknowledgement a shopper gets with a copy of their message.',
    variables: contactMessageVariables,
    subject: '{{shop.name}} - We have received your message',
    html: [
      p('Hello {{contact.name}},'),
      p(
        'Thank you for writing to {{shop.name}}. We will answer you by e-mail as soon as we can.',
        'This is a copy of your message:',
      ),
      ...quotedContactMessage,
    ].join('\n'),
    sample: contactMessageSample,
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
};
