import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeXhr, installFakeXhr } from '../test/fake-xhr';
import { ErrorAlert } from '../ui/ErrorAlert';
import { adminHttp, errorMessage, http } from './http';
import { setUpI18n } from './i18n';
import { adminTokenKey, customerTokenKey } from './session';

/** axios reads the XSRF cookie from document.cookie, so the test writes it there too. */
function setXsrfCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: document.cookie is exactly what axios reads
  document.cookie = cookie;
}

installFakeXhr();
afterEach(() => {
  setXsrfCookie('XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
});

describe('the HTTP client', () => {
  it('marks calls as made by script, accepts JSON or text, and sends JSON bodies', async () => {
    await http.post('/api/v1/storefront/login', { email: 'ann@example.com' });
    const request = FakeXhr.last();
    expect(request.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(request.headers.Accept).toBe('application/json, text/plain, */*');
    expect(request.headers['Content-Type']).toBe('application/json');
    expect(request.body).toBe('{"email":"ann@example.com"}');
  });

  it('echoes the XSRF-TOKEN cookie on same-origin calls only', async () => {
    setXsrfCookie('XSRF-TOKEN=abc123; path=/');
    await http.get('/api/v1/storefront/config');
    expect(FakeXhr.last().headers['X-XSRF-TOKEN']).toBe('abc123');
    await http.get('https://search.example.com/api/v1/demo/advanced-search');
    expect(FakeXhr.last().headers['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('sends the customer token from storefront calls and the admin token from admin calls', async () => {
    localStorage.setItem(customerTokenKey, 'customer-1');
    localStorage.setItem(adminTokenKey, 'admin-1');
    await http.get('/api/v1/storefront/account/plugin/wishlist/list');
    expect(FakeXhr.last().headers.Authorization).toBe('Bearer customer-1');
    await adminHttp.get('/api/v1/admin/dashboard');
    expect(FakeXhr.last().headers.Authorization).toBe('Bearer admin-1');
  });

  it('never sends a token to another host', async () => {
    localStorage.setItem(customerTokenKey, 'customer-1');
    await http.get('https://search.example.com/api/v1/demo/advanced-search');
    expect(FakeXhr.last().headers.Authorization).toBeUndefined();
  });

  it('sets no timeout', async () => {
    await http.get('/api/v1/storefront/config');
    expect(FakeXhr.last().timeout).toBe(0);
  });
});

describe('errorMessage', () => {
  it("shows the server's message when the answer has one", async () => {
    FakeXhr.reset({
      status: 422,
      body: { message: 'The e-mail address is already registered.', code: 'CONFLICT' },
    });
    const error = await http.post('/api/v1/storefront/register', {}).catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('The e-mail address is already registered.');
  });

  it("keeps axios's own wording when the server sent no message", async () => {
    FakeXhr.reset({ status: 500 });
    const error = await http.get('/api/v1/storefront/config').catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('Request failed with status code 500');
  });

  it('reports a network failure as Network Error', async () => {
    FakeXhr.reset('network-error');
    const error = await http.get('/api/v1/storefront/config').catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('Network Error');
  });

  it('the danger alert shows that message', async () => {
    FakeXhr.reset({ status: 404, body: { message: 'Order not found.', code: 'NOT_FOUND' } });
    const error = await http.get('/api/v1/storefront/orders/9').catch((e: unknown) => e);
    render(
      <I18nextProvider i18n={setUpI18n({ defaultLanguage: 'en', textOverrides: {} })}>
        <ErrorAlert error={error} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Order not found.');
    expect(screen.getByRole('alert')).toHaveClass('alert-danger');
  });
});
