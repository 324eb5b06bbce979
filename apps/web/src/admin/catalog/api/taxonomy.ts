import type {
  AdminCategory,
  AdminCategoryListQuery,
  AdminManufacturer,
  AdminManufacturerListQuery,
  AdminOption,
  CategoryInput,
  ManufacturerInput,
} from '@emporia/contracts/catalog-admin';
import type { TaxClass } from '@emporia/contracts/store-settings';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../../app/http';
import type { BulkRequest } from '../../ui/StatusDeleteActions';
import { catalogKey, keyOf } from './keys';
import type { PageMeta } from './products';

function useCatalogMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKey }),
  });
}

const rawImage = (file: File) => ({ headers: { 'Content-Type': file.type || 'application/octet-stream' } });

export const listCategories = async () =>
  (await adminHttp.get<{ data: AdminCategory[] }>('/api/v1/admin/categories')).data.data;
export const categoriesQuery = { queryKey: keyOf('categories'), queryFn: listCategories };
export const useCategories = () => useQuery(categoriesQuery);

export const saveCategory = async ({ id, input }: { id?: number; input: CategoryInput }) =>
  (id
    ? await adminHttp.put<{ data: AdminCategory }>(`/api/v1/admin/categories/${id}`, input)
    : await adminHttp.post<{ data: AdminCategory }>('/api/v1/admin/categories', input)
  ).data.data;
export const useSaveCategory = () => useCatalogMutation(saveCategory);

export const deleteCategory = async (id: number) =>
  (await adminHttp.delete(`/api/v1/admin/categories/${id}`)).data;
export const useDeleteCategory = () => useCatalogMutation(deleteCategory);

export const uploadCategoryImage = async ({ id, file }: { id: number; file: File }) =>
  (
    await adminHttp.post<{ data: AdminCategory }>(
      `/api/v1/admin/categories/${id}/image`,
      file,
      rawImage(file),
    )
  ).data.data;
export const useUploadCategoryImage = () => useCatalogMutation(uploadCategoryImage);

export const listManufacturers = async () =>
  (await adminHttp.get<{ data: AdminManufacturer[] }>('/api/v1/admin/manufacturers')).data.data;
/** The shop's tax classes a product may name (readable with the catalog permission). */
export const listTaxClassChoices = async () =>
  (await adminHttp.get<{ data: TaxClass[] }>('/api/v1/admin/catalog/tax-classes')).data.data;
export const taxClassChoicesQuery = { queryKey: keyOf('tax-classes'), queryFn: listTaxClassChoices };
export const useTaxClassChoices = () => useQuery(taxClassChoicesQuery);

export const manufacturersQuery = { queryKey: keyOf('manufacturers'), queryFn: listManufacturers };
export const useManufacturers = () => useQuery(manufacturersQuery);

/** A list page's one sorted, filtered page, and its bulk action (`POST {url}/{action}`). */
const pagedList = <Row, Query extends object>(what: string, url: string) => ({
  usePage: (query: Query) =>
    useQuery({
      queryKey: keyOf(what, query),
      queryFn: async () =>
        (await adminHttp.get<{ data: Row[]; meta: PageMeta }>(url, { params: query })).data,
      placeholderData: keepPreviousData,
    }),
  useBulkAction: () =>
    useCatalogMutation(
      async ({ action, ...body }: BulkRequest<never>) =>
        (await adminHttp.post<{ message: string }>(`${url}/${action}`, body)).data,
    ),
});

/** product/manufacturer/all, and deleting the ticked manufacturers. */
export const manufacturerList = pagedList<AdminManufacturer, AdminManufacturerListQuery>(
  'manufacturers',
  '/api/v1/admin/manufacturers',
);
/** product/category/all, and deleting the ticked categories. */
export const categoryList = pagedList<AdminCategory, AdminCategoryListQuery>(
  'categories',
  '/api/v1/admin/categories',
);

export const saveManufacturer = async ({ id, input }: { id?: number; input: ManufacturerInput }) =>
  (id
    ? await adminHttp.put<{ data: AdminManufacturer }>(`/api/v1/admin/manufacturers/${id}`, input)
    : await adminHttp.post<{ data: AdminManufacturer }>('/api/v1/admin/manufacturers', input)
  ).data.data;
export const useSaveManufacturer = () => useCatalogMutation(saveManufacturer);

export const deleteManufacturer = async (id: number) =>
  (await adminHttp.delete(`/api/v1/admin/manufacturers/${id}`)).data;
export const useDeleteManufacturer = () => useCatalogMutation(deleteManufacturer);

export const uploadManufacturerLogo = async ({ id, file }: { id: number; file: File }) =>
  (
    await adminHttp.post<{ data: AdminManufacturer }>(
      `/api/v1/admin/manufacturers/${id}/logo`,
      file,
      rawImage(file),
    )
  ).data.data;
export const useUploadManufacturerLogo = () => useCatalogMutation(uploadManufacturerLogo);

export const listOptions = async () =>
  (await adminHttp.get<{ data: AdminOption[] }>('/api/v1/admin/options')).data.data;
export const optionsQuery = { queryKey: keyOf('options'), queryFn: listOptions };
export const useOptions = () => useQuery(optionsQuery);

export const saveOption = async ({
  id,
  input,
}: {
  id?: number;
  input: { type: string; names: Record<string, string>; sort_order: number };
}) =>
  (id
    ? await adminHttp.put<{ data: AdminOption }>(`/api/v1/admin/options/${id}`, input)
    : await adminHttp.post<{ data: AdminOption }>('/api/v1/admin/options', input)
  ).data.data;
export const useSaveOption = () => useCatalogMutation(saveOption);

export const deleteOption = async (id: number) =>
  (await adminHttp.delete(`/api/v1/admin/options/${id}`)).data;
export const useDeleteOption = () => useCatalogMutation(deleteOption);

export const saveOptionValue = async ({
  optionId,
  id,
  input,
}: {
  optionId: number;
  id?: number;
  input: { names: Record<string, string>; sort_order: number };
}) =>
  (id
    ? await adminHttp.put(`/api/v1/admin/options/${optionId}/values/${id}`, input)
    : await adminHttp.post(`/api/v1/admin/options/${optionId}/values`, input)
  ).data;
export const useSaveOptionValue = () => useCatalogMutation(saveOptionValue);

export const deleteOptionValue = async ({ optionId, id }: { optionId: number; id: number }) =>
  (await adminHttp.delete(`/api/v1/admin/options/${optionId}/values/${id}`)).data;
export const useDeleteOptionValue = () => useCatalogMutation(deleteOptionValue);
