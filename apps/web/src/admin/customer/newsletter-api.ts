import type { NewsletterSubscriber, NewsletterSubscriberListQuery } from '@emporia/contracts/newsletter';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminHttp } from '../../app/http';

export interface SubscriberPage {
  data: NewsletterSubscriber[];
  meta: { total: number; page: number; per_page: number };
}

export const useNewsletterSubscribers = (query: NewsletterSubscriberListQuery) =>
  useQuery({
    queryKey: ['admin', 'newsletter-subscribers', query],
    queryFn: async () =>
      (await adminHttp.get<SubscriberPage>('/api/v1/admin/newsletter-subscribers', { params: query })).data,
    placeholderData: keepPreviousData,
  });

export const exportSubscribersCsv = async () =>
  (await adminHttp.get<string>('/api/v1/admin/newsletter-subscribers/export.csv', { responseType: 'text' }))
    .data;
