import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused } from '../../../test/accounts';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { guestOrder, guestWithCart, makeProduct, place } from '../../../test/checkout';
import { startTestSmtp, type TestSmtp } from '../../../test/mail';

let t: TestApp;
let smtp: TestSmtp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
  admin = await signedInAdmin(t, 'demo', ['appearance']);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const url = (key: string) => `/api/v1/admin/email-templates/${key}`;
const call = (
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  path: string,
  payload?: object,
  headers: Record<string, string> = admin.headers,
) => t.app.inject({ method, url: path, headers, ...(payload ? { payload } : {}) });

const edited = {
  subject: 'Thanks! Order {{order.ref}} at {{shop.name}}',
  html: '<h2 style="color:#0a6">Your gear is on the way, {{customer.firstname}}!</h2><script>alert(1)</script><ul>{{#order.items}}<li>{{quantity}} × {{name}}</li>{{/order.items}}</ul><p><a href="{{order.track_link}}" onclick="steal()">Track it</a></p>',
};

describe('e-mail layouts', () => {
  it('lists every e-mail and the layout, all default at first', async () => {
    const list = await call('GET', '/api/v1/admin/email-templates');
    expect(list.statusCode, list.body).toBe(200);
    const keys = list.json().data.map((t: { key: string }) => t.key);
    expect(keys).toContain('layout');
    expect(keys).toContain('order-confirmation');
    expect(keys).toContain('customer-password-reset');
    expect(keys).toContain('abandoned-cart');
    expect(list.json().data.every((t: { edited: boolean }) => !t.edited)).toBe(true);
    const one = (await call('GET', url('order-confirmation'))).json().data;
    expect(one.subject).toBe('{{shop.name}} - Order {{order.ref}} received');
    expect(one.html).toBe(one.default_html);
    expect(one.variables).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'order.ref', kind: 'value' }),
        expect.objectContaining({ name: 'shop.name', kind: 'value' }),
        expect.objectContaining({ name: 'order.items', kind: 'list' }),
        expect.objectContaining({ name: 'name', kind: 'field', list: 'order.items' }),
      ]),
    );
  });

  it('saves a sanitised template, sends the next order’s mail with it as HTML and text, and restores the default', async () => {
    const saved = await call('PUT', url('order-confirmation'), edited);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.edited).toBe(true);
    expect(saved.json().data.html).not.toMatch(/script|onclick/);
    expect(saved.json().data.html).toContain('href="{{order.track_link}}"');
    const list = (await call('GET', '/api/v1/admin/email-templates')).json().data;
    expect(list.find((t: { key: string }) => t.key === 'order-confirmation').edited).toBe(true);

    const product = await makeProduct(t, { name: 'Canyon <Stove>', priceMinor: 4000, quantity: 10 });
    const placed = await place(t, await guestWithCart(t, product.id, 2), await guestOrder(t));
    expect(placed.statusCode, placed.body).toBe(201);
    const { ref } = placed.json().data;
    const mail = await smtp.waitFor((m) => m.subject.includes(ref));
    expect(mail.subject).toBe(`Thanks! Order ${ref} at Emporia Gear Co.`);
    expect(mail.html).toContain('Your gear is on the way, Gina!');
    expect(mail.html).toContain('2 × Canyon &lt;Stove&gt;');
    expect(mail.html).not.toMatch(/<script|onclick/);
    expect(mail.text).toContain('Your gear is on the way, Gina!');
    expect(mail.text).toContain('2 × Canyon <Stove>');
    expect(mail.text).toMatch(/Track it http:\/\/demo\.localhost\S*\/track-order\//);

    const restored = await call('DELETE', url('order-confirmation'));
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.edited).toBe(false);
    expect(restored.json().data.subject).toBe('{{shop.name}} - Order {{order.ref}} received');
  });

  it('puts every mail into the shop’s layout, and marketing mail gets its unsubscribe link there', async () => {
    const layout = await call('PUT', url('layout'), {
      subject: '',
      html: '<div><p>★ {{shop.name}} ★</p>{{content}}{{#unsubscribe_link}}<p><a href="{{unsubscribe_link}}">{{unsubscribe_link}}</a></p>{{/unsubscribe_link}}</div>',
    });
    expect(layout.statusCode, layout.body).toBe(200);
    const preview = await call('POST', `${url('newsletter-welcome')}/preview`, {
      subject: '{{shop.name}} - welcome',
      html: '<p>Hello!</p>',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.html).toContain('<p>★ Emporia Gear Co. ★</p><p>Hello!</p>');
    expect(preview.json().data.text).toMatch(/Hello!\n\nhttps:\/\/\S+\/unsubscribe\?/);
    // A non-marketing mail has no unsubscribe link.
    const reset = await call('POST', `${url('customer-password-reset')}/preview`, {
      subject: 'Reset',
      html: '<p>{{reset_link}}</p>',
    });
    expect(reset.json().data.text).not.toContain('unsubscribe');
    await call('DELETE', url('layout'));
  });

  it('previews a draft with sample values without saving it', async () => {
    const preview = await call('POST', `${url('order-confirmation')}/preview`, edited);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.subject).toBe('Thanks! Order ORD-10042 at Emporia Gear Co.');
    expect(preview.json().data.html).toContain('2 × Summit Stove');
    // The built-in body's 'at {{shop.name}}.' ends with one full stop for a name ending in one.
    const builtIn = (await call('GET', url('order-confirmation'))).json().data;
    const plain = await call('POST', `${url('order-confirmation')}/preview`, {
      subject: builtIn.subject,
      html: builtIn.html,
    });
    expect(plain.json().data.html).toContain('at Emporia Gear Co. Your order reference');
    expect(plain.json().data.text).toContain('at Emporia Gear Co. Your order reference');
    expect(preview.json().data.text).toContain('Your gear is on the way, Ann!');
    expect((await call('GET', url('order-confirmation'))).json().data.edited).toBe(false);
  });

  it('sends the signed-in admin a test of the draft', async () => {
    const sent = await call('POST', `${url('customer-password-reset')}/test`, {
      subject: 'Your new password at {{shop.name}}',
      html: '<p>Hi {{customer.firstname}}, click <a href="{{reset_link}}">{{reset_link}}</a></p>',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.to).toBe(admin.admin.email);
    const mail = await smtp.waitFor((m) => m.to.includes(admin.admin.email));
    expect(mail.subject).toBe('[Test] Your new password at Emporia Gear Co.');
    expect(mail.html).toContain('Hi Ann, click');
    expect(mail.text).toContain('Hi Ann, click https://demo.example/reset-password/sample');
  });

  it('refuses unknown names, unescaped tags, a layout without {{content}} and bad input, with field messages', async () => {
    for (const [key, payload, field, words] of [
      [
        'order-confirmation',
        { subject: 'Order {{order.number}}', html: '<p>x</p>' },
        'subject',
        'order.number',
      ],
      [
        'order-confirmation',
        { subject: 'Order', html: '<p>{{customer.password}}</p>' },
        'html',
        'customer.password',
      ],
      [
        'order-confirmation',
        { subject: 'Order', html: '<p>{{{customer.firstname}}}</p>' },
        'html',
        'not allowed',
      ],
      ['order-confirmation', { subject: '', html: '<p>x</p>' }, 'subject', 'required'],
      ['order-confirmation', { subject: 'Order', html: '<script>only</script>' }, 'html', 'required'],
      ['order-confirmation', { subject: 'Order', html: '{{#order.items}}' }, 'html', 'cannot be read'],
      ['layout', { subject: '', html: '<div>{{shop.name}}</div>' }, 'html', '{{content}}'],
      ['order-confirmation', { subject: 'a\nb', html: '<p>x</p>' }, 'subject', ''],
    ] as const) {
      const body = await expectRefused(t, () => call('PUT', url(key), payload), 400);
      expect(body.fields?.[field], JSON.stringify(body)).toContain(words);
      // A preview of the same draft is refused the same way.
      expect((await call('POST', `${url(key)}/preview`, payload)).statusCode).toBe(400);
    }
    expect((await call('GET', url('no-such-mail'))).statusCode).toBe(400);
  });

  it('keeps each shop’s templates to itself', async () => {
    await call('PUT', url('restock-notice'), {
      subject: 'Back: {{product.name}}',
      html: '<p>Demo shop only</p>',
    });
    const other = await signedInAdmin(t, 'outdoors', ['appearance']);
    const theirs = (await call('GET', url('restock-notice'), undefined, other.headers)).json().data;
    expect(theirs.edited).toBe(false);
    expect(theirs.subject).toBe('{{product.name}} is back in stock');
    const deleted = await call('DELETE', url('restock-notice'), undefined, other.headers);
    expect(deleted.statusCode).toBe(200);
    expect((await call('GET', url('restock-notice'))).json().data.edited).toBe(true);
  });

  it('is for staff with the appearance permission', async () => {
    expect((await call('GET', '/api/v1/admin/email-templates', undefined, hostOf('demo'))).statusCode).toBe(
      401,
    );
    const catalogOnly = await signedInAdmin(t, 'demo', ['catalog']);
    for (const [method, path] of [
      ['GET', '/api/v1/admin/email-templates'],
      ['GET', url('layout')],
      ['PUT', url('order-confirmation')],
      ['DELETE', url('order-confirmation')],
      ['POST', `${url('order-confirmation')}/preview`],
      ['POST', `${url('order-confirmation')}/test`],
    ] as const) {
      const answer = await call(
        method,
        path,
        method === 'GET' || method === 'DELETE' ? undefined : edited,
        catalogOnly.headers,
      );
      expect(answer.statusCode, `${method} ${path}`).toBe(403);
    }
  });
});
