import type {
  EmailPreview,
  EmailTemplate,
  EmailTemplateForm,
  EmailTemplateSummary,
} from '@emporia/contracts/email-layouts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../app/http';

// The shop's e-mail templates (permission 'appearance').
const templatesKey = ['admin', 'email-templates'] as const;
const url = (key: string) => `/api/v1/admin/email-templates/${encodeURIComponent(key)}`;

export const useEmailTemplates = () =>
  useQuery({
    queryKey: templatesKey,
    queryFn: async () =>
      (await adminHttp.get<{ data: EmailTemplateSummary[] }>('/api/v1/admin/email-templates')).data.data,
  });

export const useEmailTemplate = (key: string) =>
  useQuery({
    queryKey: [...templatesKey, key],
    queryFn: async () => (await adminHttp.get<{ data: EmailTemplate }>(url(key))).data.data,
  });

/** Saving or restoring answers with the template; the list's edited/default states follow. */
function useTemplateChange(key: string, change: (form: EmailTemplateForm) => Promise<EmailTemplate>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (template) => {
      queryClient.setQueryData([...templatesKey, key], template);
      void queryClient.invalidateQueries({ queryKey: templatesKey, exact: true });
    },
  });
}

export const useSaveEmailTemplate = (key: string) =>
  useTemplateChange(
    key,
    async (form) => (await adminHttp.put<{ data: EmailTemplate }>(url(key), form)).data.data,
  );

export const useRestoreEmailTemplate = (key: string) =>
  useTemplateChange(key, async () => (await adminHttp.delete<{ data: EmailTemplate }>(url(key))).data.data);

export const usePreviewEmailTemplate = (key: string) =>
  useMutation({
    mutationFn: async (form: EmailTemplateForm) =>
      (await adminHttp.post<{ data: EmailPreview }>(`${url(key)}/preview`, form)).data.data,
  });

export const useSendTestEmail = (key: string) =>
  useMutation({
    mutationFn: async (form: EmailTemplateForm) =>
      (await adminHttp.post<{ data: { to: string; message: string } }>(`${url(key)}/test`, form)).data.data,
  });
