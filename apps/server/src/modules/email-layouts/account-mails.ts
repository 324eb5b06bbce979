import { customerName, link, orderRef, p, type TemplateDefinition } from './template-parts';

/** Mails to customers about their account and wishlist. */
export const accountMails: Record<string, TemplateDefinition> = {
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
  'customer-password-invite': {
    name: 'Set your password (customers brought from another shop)',
    description:
      'Sent when staff invite customers without a password (e.g. imported from Shopify) to choose one.',
    variables: { ...customerName, password_link: 'The link to choose a password (7 days, once)' },
    subject: 'Set your password for {{shop.name}}',
    html: [
      p('Hello {{customer.firstname}},'),
      p(
        '{{shop.name}} has a new shop, and your account came along with your orders and addresses. To sign in, choose a password with this link within the next seven days:',
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
};
