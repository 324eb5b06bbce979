import type { EmailTemplateKey } from '@emporia/contracts/email-layouts';
import { accountMails } from './account-mails';
import { adminMails } from './admin-mails';
import { marketingAndContactMails } from './marketing-and-contact-mails';
import { orderMails } from './order-mails';
import type { VariableList } from './render';
import type { TemplateDefinition } from './template-parts';

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

/** The default of every mail but the layout, a file per kind of mail. */
export const templateDefinitions = {
  ...orderMails,
  ...accountMails,
  ...marketingAndContactMails,
  ...adminMails,
} as Record<Exclude<EmailTemplateKey, 'layout'>, TemplateDefinition>;

export function definitionOf(key: EmailTemplateKey): TemplateDefinition {
  return key === 'layout' ? layoutDefinition : templateDefinitions[key];
}

/** Every name a template may use: its own and the shop's. */
export function variablesOf(key: EmailTemplateKey): VariableList {
  return { ...shopVariables, ...definitionOf(key).variables };
}
