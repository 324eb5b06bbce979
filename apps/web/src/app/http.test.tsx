import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeXhr, installFakeXhr } from '../test/fake-xhr';
import { ErrorAlert } from '../ui/ErrorAlert';
import { cartTokenKey } from './cart-token';
import { adminHttp, errorMessage, failedStatus, http } from './http';
import { HttpError } from './http-client';
import { setUpI18n } from './i18n';
import { adminTokenKey, customerTokenKey } from './session';
import { TranslationProvider } from './translation';

/** The client reads the XSRF cookie from document.cookie, so the test writes it there too. */
function setXsrfCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: document.cookie is exactly what the client reads
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

  it('writes query parameters as axios did, leaving out empty ones', async () => {
    await adminHttp.get('/api/v1/admin/orders', {
      params: { ids: [3, 4].join(','), search: 'blue tent', status: undefined, page: 2 },
    });
    expect(FakeXhr.last().url).toBe('/api/v1/admin/orders?ids=3,4&search=blue+tent&page=2');
  });

  it('parses JSON answers, keeps text when asked, and sends files as they are', async () => {
    FakeXhr.reset({ status: 200, body: { data: { id: 1 } } });
    expect((await http.get('/api/v1/storefront/config')).data).toEqual({ data: { id: 1 } });
    expect((await adminHttp.get('/export.csv', { responseType: 'text' })).data).toBe('{"data":{"id":1}}');
    const file = new Blob(['picture'], { type: 'image/png' });
    await adminHttp.post('/api/v1/admin/products/1/images', file, {
      headers: { 'Content-Type': 'image/png' },
    });
    expect(FakeXhr.last().body).toBe(file);
    expect(FakeXhr.last().headers['Content-Type']).toBe('image/png');
  });

  it("sends the guest cart's token and keeps the one the server hands out", async () => {
    localStorage.removeItem(cartTokenKey);
    FakeXhr.reset({ status: 200, body: { data: { cart_token: 'cart-7' } } });
    await http.post('/api/v1/storefront/cart_add_product', { id: 1, cart_quantity: 1 });
    expect(localStorage.getItem(cartTokenKey)).toBe('cart-7');
    await http.get('/api/v1/storefront/cart');
    expect(FakeXhr.last().headers['x-cart-token']).toBe('cart-7');
    await adminHttp.get('/api/v1/admin/dashboard');
    expect(FakeXhr.last().headers['x-cart-token']).toBeUndefined();
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

  it("keeps the client's own wording (axios's, SPEC §8) when the server sent no message", async () => {
    FakeXhr.reset({ status: 500 });
    const error = await http.get('/api/v1/storefront/config').catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('Request failed with status code 500');
  });

  it('reports a network failure as Network Error', async () => {
    FakeXhr.reset('network-error');
    const error = await http.get('/api/v1/storefront/config').catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('Network Error');
    expect(failedStatus(error)).toBeUndefined();
  });

  it('classes a 4xx as a bad request and a 5xx as a bad response, with the status', async () => {
    FakeXhr.reset({ status: 429, body: { message: 'Too many tries.' } });
    const refused = await http.post('/api/v1/storefront/login', {}).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).code).toBe('ERR_BAD_REQUEST');
    expect(failedStatus(refused)).toBe(429);
    FakeXhr.reset({ status: 503 });
    const broken = await http.get('/api/v1/storefront/config').catch((e: unknown) => e);
    expect((broken as HttpError).code).toBe('ERR_BAD_RESPONSE');
  });

  it('the danger alert shows that message', async () => {
    FakeXhr.reset({ status: 404, body: { message: 'Order not found.', code: 'NOT_FOUND' } });
    const error = await http.get('/api/v1/storefront/orders/9').catch((e: unknown) => e);
    render(
      <TranslationProvider i18n={setUpI18n({ defaultLanguage: 'en', textOverrides: {} })}>
        <ErrorAlert error={error} />
      </TranslationProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Order not found.');
    expect(screen.getByRole('alert')).toHaveClass('alert-danger');
  });
});
