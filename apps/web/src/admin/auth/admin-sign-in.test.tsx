import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTokenKey } from '../../app/session';
import { signedInStaff, staffAccountAnswers, warmAdminShell } from '../../test/admin';
import { FakeXhr, installFakeXhr } from '../../test/fake-xhr';
import { renderApp } from '../../test/render-app';

installFakeXhr();
beforeAll(warmAdminShell, 30_000);

async function fillLogin(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('admin sign-in', () => {
  it('stores the token and opens the dashboard when no second step is needed', async () => {
    FakeXhr.reset({ status: 200, body: { data: { enable_2fa: 0, token: 'admin-session' } } });
    staffAccountAnswers();
    const app = renderApp('/admin/login');
    await fillLogin('owner@example.com', 'correct horse');
    await waitFor(() => expect(app.currentPath()).toBe('/admin/dashboard'));
    expect(FakeXhr.sent[0]?.url).toBe('/api/v1/admin-login');
    expect(JSON.parse(String(FakeXhr.sent[0]?.body))).toEqual({
      email: 'owner@example.com',
      password: 'correct horse',
    });
    expect(localStorage.getItem(adminTokenKey)).toBe('admin-session');
    expect(await screen.findByRole('navigation', { name: 'Admin sections' })).toBeInTheDocument();
  });

  it('asks for the code when 2FA is on, and stores only the token the 2FA call answers', async () => {
    FakeXhr.reset({ status: 200, body: { data: { enable_2fa: 1, token: 'half-way' } } });
    const app = renderApp('/admin/login');
    const user = await fillLogin('owner@example.com', 'correct horse');
    expect(await screen.findByRole('heading', { name: 'Two-Factor Authentication' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/admin/2fa');
    expect(localStorage.getItem(adminTokenKey)).toBeNull();

    FakeXhr.answer = { status: 200, body: { data: { token: 'admin-session' } } };
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(app.currentPath()).toBe('/admin/dashboard'));
    // The dashboard loads its figures once it opens: the 2FA call is the one before.
    const confirm = FakeXhr.sent.find((request) => request.url === '/api/v1/admin-2fa')!;
    expect(confirm.url).toBe('/api/v1/admin-2fa');
    expect(confirm.headers.Authorization).toBe('Bearer half-way');
    expect(localStorage.getItem(adminTokenKey)).toBe('admin-session');
  });

  it("shows the server's message in a danger alert when login fails", async () => {
    FakeXhr.reset({
      status: 401,
      body: { message: 'These credentials do not match.', code: 'UNAUTHORIZED' },
    });
    const app = renderApp('/admin/login');
    await fillLogin('owner@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('These credentials do not match.');
    expect(app.currentPath()).toBe('/admin/login');
  });

  it('checks the e-mail address before calling the server', async () => {
    renderApp('/admin/login');
    await fillLogin('not-an-address', 'secret');
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(FakeXhr.sent).toEqual([]);
  });

  it('sends the 2FA page back to login when no login is in progress', async () => {
    const app = renderApp('/admin/2fa');
    await waitFor(() => expect(app.currentPath()).toBe('/admin/login'));
  });

  it('logging out removes the token and returns to login', async () => {
    signedInStaff();
    const app = renderApp('/admin/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account: Sam Staff' }));
    await user.click(await screen.findByRole('link', { name: 'Logout' }));
    await waitFor(() => expect(app.currentPath()).toBe('/admin/login'));
    expect(localStorage.getItem(adminTokenKey)).toBeNull();
  });
});

describe('admin sign-in by e-mailed link', () => {
  it('after a 429 offers the link: it sends the e-mail typed and shows the answer', async () => {
    FakeXhr.reset({
      status: 429,
      body: {
        message: 'Too many failed attempts. Please wait 5 seconds and try again.',
        code: 'TOO_MANY_REQUESTS',
      },
    });
    renderApp('/admin/login');
    const user = await fillLogin('owner@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed attempts');
    FakeXhr.answer = {
      status: 200,
      body: { data: { message: 'If an account exists, we have sent a sign-in link.' } },
    };
    await user.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(await screen.findByText('If an account exists, we have sent a sign-in link.')).toBeInTheDocument();
    const sent = FakeXhr.last();
    expect(sent.url).toBe('/api/v1/admin-sign-in-link');
    expect(JSON.parse(String(sent.body))).toEqual({ email: 'owner@example.com' });
  });

  it('opening the link hands its code to the server once and goes on to the 2FA step', async () => {
    FakeXhr.reset({ status: 200, body: { data: { enable_2fa: 1, token: 'half-way' } } });
    const app = renderApp('/admin/login?code=mailed-code-0123456789');
    expect(await screen.findByRole('heading', { name: 'Two-Factor Authentication' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/admin/2fa');
    expect(FakeXhr.sent.map((r) => r.url)).toEqual(['/api/v1/admin-sign-in-link/confirm']);
    expect(JSON.parse(String(FakeXhr.sent[0]?.body))).toEqual({ code: 'mailed-code-0123456789' });
    expect(localStorage.getItem(adminTokenKey)).toBeNull();
  });

  it('a spent link shows why, and the login form without the code', async () => {
    FakeXhr.reset({
      status: 401,
      body: { message: 'This sign-in link has expired or has already been used.', code: 'UNAUTHORIZED' },
    });
    const app = renderApp('/admin/login?code=spent-code-0123456789');
    expect(await screen.findByRole('alert')).toHaveTextContent('expired or has already been used');
    await waitFor(() => expect(app.currentPath()).toBe('/admin/login'));
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });
});

describe('admin users page', () => {
  it('tells an admin without the users permission so, and asks for no staff or lockouts', async () => {
    signedInStaff(['catalog']);
    renderApp('/admin/users');
    expect(
      await screen.findByText(
        /You do not have access to this page — ask the shop owner to add the Users permission/,
      ),
    ).toBeInTheDocument();
    const urls = FakeXhr.sent.map((r) => r.url);
    expect(urls).not.toContain('/api/v1/admin/users');
    expect(urls).not.toContain('/api/v1/admin/sign-in-lockouts');
  });
});
