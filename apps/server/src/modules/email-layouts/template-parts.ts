import type { VariableList } from './render';

/** Pieces the default templates are written with. */
export const p = (...lines: string[]) => `<p>${lines.join('<br />\n')}</p>`;
export const link = (name: string) => `<a href="{{${name}}}">{{${name}}}</a>`;

export const customerName: VariableList = { 'customer.firstname': 'The customer’s first name' };
export const orderRef: VariableList = { 'order.ref': 'The order reference' };
