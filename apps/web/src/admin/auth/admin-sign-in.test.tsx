import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminTokenKey } from '../../app/session';
import { FakeXhr, installFakeXhr } from '../../test/fake-xhr';
import { renderApp } from '../../test/render-app';

installFakeXhr();

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
    localStorage.setItem(adminTokenKey, 'admin-session');
    const app = renderApp('/admin/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Logout' }));
    await waitFor(() => expect(app.currentPath()).toBe('/admin/login'));
    expect(localStorage.getItem(adminTokenKey)).toBeNull();
  });
});
