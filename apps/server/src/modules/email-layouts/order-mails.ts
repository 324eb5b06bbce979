import { customerName, link, orderRef, p } from './template-parts';
import type { TemplateDefinition } from './templates';

/** Mails about orders, gift cards and returns. */
export const orderMails: Record<string, TemplateDefinition> = {
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
};
