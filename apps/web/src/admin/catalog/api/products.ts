import type {
  AdminImageResponse,
  AdminProduct,
  AdminProductListQuery,
  AdminProductRow,
  AdminVariant,
  ProductBulkCategory,
  ProductImportReport,
  ProductInput,
  VariantInput,
} from '@emporia/contracts/catalog-admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../../app/http';
import { catalogKey, keyOf } from './keys';

export interface PageMeta {
  total: number;
  page: number;
  per_page: number;
}

function useCatalogMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKey }),
  });
}

export const listProducts = async (query: AdminProductListQuery) =>
  (
    await adminHttp.get<{ data: AdminProductRow[]; meta: PageMeta }>('/api/v1/admin/products', {
      params: query,
    })
  ).data;
export const useProducts = (query: AdminProductListQuery) =>
  useQuery({
    queryKey: keyOf('products', query),
    queryFn: () => listProducts(query),
    placeholderData: keepPreviousData,
  });

export const getProduct = async (id: number) =>
  (await adminHttp.get<{ data: AdminProduct }>(`/api/v1/admin/products/${id}`)).data.data;
export const productQuery = (id: number | undefined) => ({
  queryKey: keyOf('product', id),
  queryFn: () => getProduct(id!),
});
export const useProduct = (id: number | undefined) =>
  useQuery({ ...productQuery(id), enabled: id !== undefined });

export const saveProduct = async ({ id, input }: { id?: number; input: ProductInput }) =>
  (id
    ? await adminHttp.put<{ data: AdminProduct }>(`/api/v1/admin/products/${id}`, input)
    : await adminHttp.post<{ data: AdminProduct }>('/api/v1/admin/products', input)
  ).data.data;
export const useSaveProduct = () => useCatalogMutation(saveProduct);

export const deleteProduct = async (id: number) =>
  (await adminHttp.delete(`/api/v1/admin/products/${id}`)).data;
export const useDeleteProduct = () => useCatalogMutation(deleteProduct);

export const setProductsStatus = async (body: { ids: number[]; status: number }) =>
  (await adminHttp.post<{ message: string }>('/api/v1/admin/products/status', body)).data;
export const useSetProductsStatus = () => useCatalogMutation(setProductsStatus);

export const deleteProducts = async (body: { ids: number[] }) =>
  (await adminHttp.post<{ message: string }>('/api/v1/admin/products/delete', body)).data;
export const useDeleteProducts = () => useCatalogMutation(deleteProducts);

export const setProductsCategory = async (body: ProductBulkCategory) =>
  (await adminHttp.post<{ message: string }>('/api/v1/admin/products/category', body)).data;
export const useSetProductsCategory = () => useCatalogMutation(setProductsCategory);

/** The picture goes as the raw body, so the upload progress counts its bytes exactly. */
export const uploadProductImage = async ({
  id,
  file,
  onProgress,
}: {
  id: number;
  file: File;
  onProgress: (percent: number) => void;
}) =>
  (
    await adminHttp.post<AdminImageResponse>(`/api/v1/admin/products/${id}/images`, file, {
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
      onUploadProgress: (event) => {
        if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
      },
    })
  ).data.data;
export const useUploadProductImage = () => useCatalogMutation(uploadProductImage);

export const deleteProductImage = async ({ id, imageId }: { id: number; imageId: number }) =>
  (await adminHttp.delete(`/api/v1/admin/products/${id}/images/${imageId}`)).data;
export const useDeleteProductImage = () => useCatalogMutation(deleteProductImage);

export const orderProductImages = async ({ id, ids }: { id: number; ids: number[] }) =>
  (await adminHttp.put(`/api/v1/admin/products/${id}/images`, { ids })).data;
export const useOrderProductImages = () => useCatalogMutation(orderProductImages);

export const listVariants = async (id: number) =>
  (
    await adminHttp.get<{ data: { parent: AdminProductRow; variants: AdminVariant[] } }>(
      `/api/v1/admin/products/${id}/children`,
    )
  ).data.data;
export const useVariants = (id: number) =>
  useQuery({ queryKey: keyOf('variants', id), queryFn: () => listVariants(id) });

export const saveVariant = async ({
  parentId,
  id,
  input,
}: {
  parentId: number;
  id?: number;
  input: VariantInput;
}) =>
  (id
    ? await adminHttp.put<{ data: AdminVariant }>(`/api/v1/admin/products/${parentId}/children/${id}`, input)
    : await adminHttp.post<{ data: AdminVariant }>(`/api/v1/admin/products/${parentId}/children`, input)
  ).data.data;
export const useSaveVariant = () => useCatalogMutation(saveVariant);

export const deleteVariant = async ({ parentId, id }: { parentId: number; id: number }) =>
  (await adminHttp.delete(`/api/v1/admin/products/${parentId}/children/${id}`)).data;
export const useDeleteVariant = () => useCatalogMutation(deleteVariant);

export const exportProductsCsv = async () =>
  (await adminHttp.get<string>('/api/v1/admin/products/export.csv', { responseType: 'text' })).data;

export const importProducts = async (body: {
  rows: Record<string, string>[];
  first_row: number;
  dry_run: boolean;
}) => (await adminHttp.post<{ data: ProductImportReport }>('/api/v1/admin/products/import', body)).data.data;
