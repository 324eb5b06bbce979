import type { VariableList } from './render';

/** Pieces the default templates are written with. */
export const p = (...lines: string[]) => `<p>${lines.join('<br />\n')}</p>`;
export const link = (name: string) => `<a href="{{${name}}}">{{${name}}}</a>`;

export const customerName: VariableList = { 'customer.firstname': 'The customer’s first name' };
export const orderRef: VariableList = { 'order.ref': 'The order reference' };

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
