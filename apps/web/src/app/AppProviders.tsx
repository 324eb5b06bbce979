import type { PageBoot } from '@emporia/contracts/shop';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PreloadedQuery } from './boot';
import { failedStatus } from './http';
import { ShopConfigProvider } from './shop-config';
import { TranslationProvider } from './translation';
import type { Translator } from './translator';

/** A 4xx answer other than a timeout or too many requests, which may pass when asked again. */
const isRefusal = (status: number | undefined) =>
  status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;

/** One cache per app start, seeded with what the server already computed for this page. */
export function createQueryClient(preload: PreloadedQuery[] = []): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // Once, for a lost connection or a server hiccup; an answer that refuses the request (a 404
        // for a wrong id) is the answer, and the page shows it at once.
        retry: (failures, error) => failures < 1 && !isRefusal(failedStatus(error)),
        refetchOnWindowFocus: false,
      },
      // A failed save is shown to the person who made it, never retried behind their back.
      mutations: { retry: false },
    },
  });
  for (const entry of preload) client.setQueryData(entry.key, entry.data);
  return client;
}

export function AppProviders({
  boot,
  i18n,
  queryClient,
  children,
}: {
  boot: PageBoot;
  i18n: Translator;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ShopConfigProvider boot={boot} i18n={i18n}>
        <TranslationProvider i18n={i18n}>{children}</TranslationProvider>
      </ShopConfigProvider>
    </QueryClientProvider>
  );
}
