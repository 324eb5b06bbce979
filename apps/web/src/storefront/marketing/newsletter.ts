import type { NewsletterConfirm, NewsletterSignUp } from '@emporia/contracts/newsletter';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../app/http';

/** POST /api/v1/storefront/newsletter: the footer's sign-up; a confirmation link is mailed. */
export const useNewsletterSignUp = () =>
  useMutation({
    mutationFn: async (form: NewsletterSignUp) =>
      (await http.post<{ message: string }>('/api/v1/storefront/newsletter', form)).data.message,
  });

/** POST /api/v1/storefront/newsletter/confirm with the address and key of the mailed link. */
export const useNewsletterConfirm = () =>
  useMutation({
    mutationFn: async (form: NewsletterConfirm) =>
      (await http.post<{ message: string }>('/api/v1/storefront/newsletter/confirm', form)).data.message,
  });
