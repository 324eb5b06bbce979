import { cartTokenHeader } from '@emporia/contracts/storefront-keys';
import { type ClientHooks, type HttpRequest, type HttpResponse, isSameOrigin } from './http-client';

/** Browser-storage key of the guest cart's token (handed out by the first cart_add_product). */
export const cartTokenKey = 'emporia.cart_token';

export function readCartToken(): string | null {
  try {
    return localStorage.getItem(cartTokenKey);
  } catch {
    return null;
  }
}

export function storeCartToken(token: string): void {
  try {
    localStorage.setItem(cartTokenKey, token);
  } catch {
    // Without storage the cart lives for this page only; the server still prices it.
  }
}

export function clearCartToken(): void {
  try {
    localStorage.removeItem(cartTokenKey);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/**
 * Storefront calls carry the guest cart's token, and a token the server hands
 * out (a new guest cart) is kept — whichever feature made the call (product
 * cards, wishlist, quick reorder, the cart itself).
 */
export function withCartToken(hooks: ClientHooks): ClientHooks {
  const sendToken = (request: HttpRequest) => {
    const token = readCartToken();
    if (token && isSameOrigin(request.url)) request.headers[cartTokenHeader] = token;
  };
  const keepToken = (response: HttpResponse<unknown>) => {
    const data: unknown = response.data;
    if (data && typeof data === 'object' && 'data' in data) {
      const inner = (data as { data: unknown }).data;
      if (
        inner &&
        typeof inner === 'object' &&
        'cart_token' in inner &&
        typeof inner.cart_token === 'string'
      ) {
        storeCartToken(inner.cart_token);
      }
    }
  };
  return {
    beforeRequest: [...(hooks.beforeRequest ?? []), sendToken],
    afterResponse: [...(hooks.afterResponse ?? []), keepToken],
  };
}
