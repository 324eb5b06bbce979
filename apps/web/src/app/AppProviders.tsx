import type { PageBoot } from '@emporia/contracts/shop';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PreloadedQuery } from './boot';
import { ShopConfigProvider } from './shop-config';
import { TranslationProvider } from './translation';
import type { Translator } from './translator';

/** One cache per app start, seeded with what the server already computed for this page. */
export function createQueryClient(preload: PreloadedQuery[] = []): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
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
