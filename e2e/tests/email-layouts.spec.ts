import { expect, test } from '@playwright/test';
import { matchMailedTo } from './accounts-mail';
import { port, shopOrigin, signInDemoOwner } from './helpers';

// Issue 14: the merchant edits the order-confirmation e-mail in Appearance → Email Layouts; the
// next order's confirmation (written by the e2e server's outbox) carries the change, as HTML with
// a plain-text part. The default is restored afterwards: browser tests share one server.
const origin = shopOrigin('demo');
const api = `http://127.0.0.1:${port}/api/v1`;

test('edit the order confirmation → the next order’s mail shows the change as HTML and text', async ({
  page,
}) => {
  // The merchant's edit, a whole checkout and the mail: longer than one page's budget.
  test.setTimeout(120_000);
  await signInDemoOwner(page, origin);
  const token = await page.evaluate(() => localStorage.getItem('emporia.admin_token'));
  try {
    await page.goto(`${origin}/admin/dashboard`);
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('button', { name: 'Appearance' })
      .click();
    await page.getByRole('link', { name: 'Email Layouts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Email Layouts' })).toBeVisible();
    const row = page.getByRole('row', { name: /Order confirmation/ });
    await expect(row).toContainText('Default');
    await row.getByRole('link', { name: 'Order confirmation' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeVisible();
    // The preview of what is saved now, rendered by the server with sample data.
    await expect(page.getByTestId('preview-subject')).toHaveText(
      'Emporia Gear Co. - Order ORD-10042 received',
    );
    await page.getByLabel('Subject').fill('Your Emporia order {{order.ref}} is in!');
    const body = page.getByLabel('Body (HTML)');
    await body.fill('<h2>Get ready for the trail, {{customer.firstname}}!</h2>\n<p>Order: ');
    await page.getByRole('button', { name: '{{order.ref}}' }).click();
    await body.press('End');
    await body.pressSequentially(
      '</p>\n<ul>{{#order.items}}<li>{{quantity}} × {{name}}</li>{{/order.items}}</ul>',
    );
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByTestId('preview-subject')).toHaveText('Your Emporia order ORD-10042 is in!');
    await expect(
      page.frameLocator('iframe[title="E-mail preview"]').getByText('Get ready for the trail, Ann!'),
    ).toBeVisible();

    // An unknown name is refused with the field's message.
    await page.getByLabel('Subject').fill('Order {{order.number}}');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Unknown variable {{order.number}}.').first()).toBeVisible();
    await page.getByLabel('Subject').fill('Your Emporia order {{order.ref}} is in!');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved. Every such e-mail from now on uses it.')).toBeVisible();
    await page.screenshot({ path: 'test-results/email-layout-edit.png', fullPage: true });
    await page.getByRole('link', { name: '← All e-mails' }).click();
    await expect(page.getByRole('row', { name: /Order confirmation/ })).toContainText('Edited');
    await page.screenshot({ path: 'test-results/email-layouts-index.png', fullPage: true });

    // A shopper orders through the storefront.
    const email = `trail.${Date.now()}@example.com`;
    await page.goto(`${origin}/alpine-dome-tent`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Alpine Dome Tent has been added to your cart.')).toBeVisible();
    await page.goto(`${origin}/checkout`);
    const contact = page.getByRole('group', { name: 'Contact details' });
    await contact.getByLabel('E-Mail').fill(email);
    await contact.getByLabel('First Name').fill('Tara');
    await contact.getByLabel('Last Name').fill('Trail');
    const address = page.getByRole('form', { name: 'Shipping Address' });
    await address.getByLabel('First Name').fill('Tara');
    await address.getByLabel('Last Name').fill('Trail');
    await address.getByLabel('Street Address').fill('1 Main St');
    await address.getByLabel('City').fill('Springfield');
    await address.getByLabel('Zip Code').fill('62701');
    await address.getByLabel('Country').selectOption({ label: 'United States' });
    await address.getByLabel('State').selectOption({ label: 'Illinois' });
    await address.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Flat-Rate Shipping (Tracking Available) — $5.00').check();
    await page.getByLabel('Money Order').check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/checkout-success\/[A-Z2-7]{12}$/);
    const ref = (await page.getByTestId('order-ref').textContent()) ?? '';

    const { mail } = await matchMailedTo(email, /Get ready for the trail, Tara!/);
    expect(mail.subject).toBe(`Your Emporia order ${ref} is in!`);
    expect(mail.html).toContain('<h2>Get ready for the trail, Tara!</h2>');
    expect(mail.html).toContain(`<p>Order: ${ref}</p>`);
    expect(mail.html).toContain('1 × Alpine Dome Tent');
    expect(mail.text).toContain(`Order: ${ref}`);
    expect(mail.text).toContain('1 × Alpine Dome Tent');
    expect(mail.text).not.toContain('<');
    // How the mail looks in a mail program that shows HTML.
    await page.setContent(mail.html);
    await page.screenshot({ path: 'test-results/order-confirmation-mail.png' });
  } finally {
    await page.request.delete(`${api}/admin/email-templates/order-confirmation`, {
      headers: { authorization: `Bearer ${token}` },
    });
  }
});
