import { expect, test } from '@playwright/test';
import { matchMailedTo } from './accounts-mail';
import { shopOrigin, signInDemoOwner } from './helpers';

// Issue 15: the merchant points the shop's mail at its own SMTP server (the e2e mail catcher),
// sends a test mail, reads the server's answer and finds the mail in the delivery log. The
// platform server is restored afterwards: browser tests share one server.
const origin = shopOrigin('demo');

test('send a test mail through the shop’s own SMTP server → accepted, and listed as sent in the log', async ({
  page,
}) => {
  await signInDemoOwner(page, origin);
  const token = await page.evaluate(() => localStorage.getItem('emporia.admin_token'));
  try {
    await page.goto(`${origin}/admin/setting/index`);
    await page.getByRole('link', { name: /How and from whom your shop sends its e-mails/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Email Settings' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Delivery Log' })).toBeVisible();

    await page.getByLabel('Sender Name').fill('Emporia Orders');
    await page.getByLabel('Sender Address').fill('orders@emporia.test');
    await page.getByLabel('My own SMTP server').check();
    await page.getByLabel('Host', { exact: true }).fill('127.0.0.1');
    await page.getByLabel('Port', { exact: true }).fill('70000');
    await page.getByLabel('Security').selectOption({ label: 'None' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Enter a port from 1 to 65535.')).toBeVisible();
    await page.getByLabel('Port', { exact: true }).fill(String(process.env.E2E_SMTP_PORT));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Updated! The shop’s e-mails leave this way from now on.')).toBeVisible();

    const to = `merchant.${Date.now()}@example.com`;
    await page.getByLabel('Recipient', { exact: true }).fill(to);
    await page.getByRole('button', { name: 'Send a Test' }).click();
    await expect(page.getByText('The server accepted the test e-mail.')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /^The server accepted/ })).toContainText('250');

    await page.getByLabel('Search by recipient').fill(to);
    const row = page.getByRole('row', { name: new RegExp(to.replace('.', '\\.')) });
    await expect(row).toContainText('Test e-mail from Emporia Gear Co.');
    await expect(row).toContainText('Sent');
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Failed' });
    await expect(page.getByText('No e-mails match.')).toBeVisible();
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Sent' });
    await expect(row).toBeVisible();
    await page.screenshot({ path: 'test-results/email-settings.png', fullPage: true });

    const { mail } = await matchMailedTo(to, /If you can read it/);
    expect(mail.subject).toBe('Test e-mail from Emporia Gear Co.');
  } finally {
    // From the page: only the browser resolves the shop's *.localhost host.
    await page.evaluate(
      (bearer) =>
        fetch('/api/v1/admin/settings/email', {
          method: 'PUT',
          headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
          body: JSON.stringify({ transport: 'platform' }),
        }),
      token,
    );
  }
});
