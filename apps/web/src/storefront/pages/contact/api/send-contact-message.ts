import type { ContactForm } from '@emporia/contracts/contact';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../../app/http';

/** POST /api/v1/storefront/contact: the message goes to the shop's inbox and its e-mail. */
export async function sendContactMessage(form: ContactForm) {
  return (await http.post<{ message: string }>('/api/v1/storefront/contact', form)).data;
}

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
