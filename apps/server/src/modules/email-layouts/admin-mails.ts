import { link, p, type TemplateDefinition } from './template-parts';

/** Mails to the shop’s staff about signing in. */
export const adminMails: Record<string, TemplateDefinition> = {
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
