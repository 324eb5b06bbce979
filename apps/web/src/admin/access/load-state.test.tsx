import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff, warmAdminShell } from '../../test/admin';
import { FakeXhr, installFakeXhr } from '../../test/fake-xhr';
import { renderApp } from '../../test/render-app';

installFakeXhr();
beforeAll(warmAdminShell, 30_000);

const noLoaders = () => expect(document.querySelector('[aria-busy="true"]')).toBeNull();

describe('admin loading states end', () => {
  it('shows why the shipping settings did not load in place of the panels, with no loaders left, and retries', async () => {
    FakeXhr.reset({ status: 500, body: { message: 'The settings could not be read.', code: 'INTERNAL' } });
    signedInStaff();
    renderApp('/admin/setting/shipping');
    // A panel's own call (UPS's countries) may fail a moment before the page's and show the
    // message in its card first; the page's failure then takes the place of every panel.
    await waitFor(
      () => {
        expect(screen.getByText('The settings could not be read.')).toBeInTheDocument();
        noLoaders();
        expect(screen.queryByRole('heading', { name: 'UPS' })).toBeNull();
      },
      { timeout: 15_000 },
    );

    FakeXhr.answers.set('/api/v1/admin/settings/shipping', {
      status: 200,
      body: { data: {}, secrets_set: {} },
    });
    FakeXhr.answer = { status: 200, body: { data: [] } };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'UPS' }, { timeout: 15_000 })).toBeInTheDocument();
    // The query retries once (a second's wait) before it fails, then loads again on the click.
  }, 40_000);

  it('tells staff whom to ask when the server refuses their role, instead of loading on', async () => {
    FakeXhr.reset({ status: 403, body: { message: 'You do not have permission.', code: 'FORBIDDEN' } });
    signedInStaff();
    renderApp('/admin/setting/payment');
    expect(
      await screen.findByText(
        'You do not have access to this — ask the shop owner.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    noLoaders();
  });

  it('says the session has ended, with the way back to sign in, when the account cannot be read', async () => {
    FakeXhr.reset({ status: 401, body: { message: 'Your admin session has ended.', code: 'UNAUTHORIZED' } });
    localStorage.setItem('emporia.admin_token', 'expired');
    renderApp('/admin/setting/zone');
    await waitFor(
      () => expect(screen.getAllByText(/Your admin session has ended/).length).toBeGreaterThan(0),
      {
        timeout: 5000,
      },
    );
    expect(screen.getAllByRole('link', { name: 'Log in again' })[0]).toHaveAttribute('href', '/admin/login');
    noLoaders();
  });
});
