import type { MetaTemplate, MetaTemplateForm } from '@emporia/contracts/meta-templates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../app/http';

// The shop's page-title and description templates (permission 'appearance').
const metaKey = ['admin', 'meta-templates'] as const;
const url = (route: string) => `/api/v1/admin/meta-templates/${encodeURIComponent(route)}`;

export const useMetaTemplates = () =>
  useQuery({
    queryKey: metaKey,
    queryFn: async () =>
      (await adminHttp.get<{ data: MetaTemplate[] }>('/api/v1/admin/meta-templates')).data.data,
  });

export const useMetaTemplate = (route: string) =>
  useQuery({
    queryKey: [...metaKey, route],
    queryFn: async () => (await adminHttp.get<{ data: MetaTemplate }>(url(route))).data.data,
  });

function useMetaChange(change: (input: { route: string; form?: MetaTemplateForm }) => Promise<MetaTemplate>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (template) => {
      queryClient.setQueryData([...metaKey, template.route], template);
      void queryClient.invalidateQueries({ queryKey: metaKey, exact: true });
    },
  });
}

export const useSaveMetaTemplate = () =>
  useMetaChange(
    async ({ route, form }) => (await adminHttp.put<{ data: MetaTemplate }>(url(route), form)).data.data,
  );

export const useDeleteMetaTemplate = () =>
  useMetaChange(async ({ route }) => (await adminHttp.delete<{ data: MetaTemplate }>(url(route))).data.data);
