import type { APIRequestContext } from '@playwright/test';
import { platformToken } from '../playwright.config';

export const port = Number(process.env.E2E_PORT);
/** The origin of a shop by subdomain; Chromium resolves *.localhost to loopback. */
export const shopOrigin = (subdomain: string) => `http://${subdomain}.localhost:${port}`;

/** Changes a shop through the platform operator API. */
export async function updateShop(
  request: APIRequestContext,
  subdomain: string,
  changes: Record<string, unknown>,
) {
  const res = await request.patch(`http://127.0.0.1:${port}/api/v1/platform/shops/${subdomain}`, {
    headers: { authorization: `Bearer ${platformToken}` },
    data: changes,
  });
  if (!res.ok()) throw new Error(`updating shop ${subdomain} failed: ${res.status()} ${await res.text()}`);
}
