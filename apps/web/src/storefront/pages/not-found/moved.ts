import type { redirectLookupResponseSchema } from '@emporia/contracts/redirects';
import type { z } from 'zod';
import { http } from '../../../app/http';

/**
 * Where an address the shop shows nothing at has moved (the shop's URL redirects, ADR 0113), or
 * null: asked before the storefront shows page-not-found after a navigation inside the app.
 * A full page load is answered 301/302 by the server itself.
 */
export async function movedTo(pathAndQuery: string): Promise<string | null> {
  try {
    const answer = await http.get<z.infer<typeof redirectLookupResponseSchema>>('/api/v1/redirects/lookup', {
      params: { path: pathAndQuery },
    });
    return answer.data.data?.location ?? null;
  } catch {
    return null;
  }
}
