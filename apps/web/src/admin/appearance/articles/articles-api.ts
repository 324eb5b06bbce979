import type {
  AdminArticle,
  AdminArticleListQuery,
  AdminArticleRow,
  AdminBlogAuthor,
  AdminBlogCategory,
  ArticleInput,
  BlogAuthorInput,
  BlogCategoryInput,
} from '@emporia/contracts/blog';
import type { PickerChoice, PickerQuery } from '@emporia/contracts/picker';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../../app/http';

// The Learning Center's articles, topics and authors (permission 'appearance').
const articlesKey = ['admin', 'articles'] as const;
const setupKey = ['admin', 'blog-setup'] as const;

export interface ArticleListPage {
  data: AdminArticleRow[];
  meta: { total: number; page: number; per_page: number };
}
export interface BlogSetup {
  categories: AdminBlogCategory[];
  authors: AdminBlogAuthor[];
}

export const useArticles = (query: AdminArticleListQuery) =>
  useQuery({
    queryKey: [...articlesKey, 'list', query],
    queryFn: async () =>
      (await adminHttp.get<ArticleListPage>('/api/v1/admin/articles', { params: query })).data,
    placeholderData: keepPreviousData,
  });

export const articleQuery = (id: number | undefined) => ({
  queryKey: [...articlesKey, id],
  queryFn: async () =>
    (await adminHttp.get<{ data: AdminArticle }>(`/api/v1/admin/articles/${id}`)).data.data,
});
export const useArticle = (id: number | undefined) =>
  useQuery({ ...articleQuery(id), enabled: id !== undefined });

export const blogSetupQuery = {
  queryKey: setupKey,
  queryFn: async () => (await adminHttp.get<{ data: BlogSetup }>('/api/v1/admin/blog')).data.data,
};
export const useBlogSetup = () => useQuery(blogSetupQuery);

/** Every write refreshes the lists; a write answering with the article puts it in place. */
function useArticleMutation<Input>(write: (input: Input) => Promise<AdminArticle | undefined>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (article) => {
      if (article) queryClient.setQueryData([...articlesKey, article.id], article);
      void queryClient.invalidateQueries({ queryKey: [...articlesKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: setupKey });
    },
  });
}

export const useSaveArticle = () =>
  useArticleMutation(async ({ id, input }: { id?: number; input: ArticleInput }) =>
    id
      ? (await adminHttp.put<{ data: AdminArticle }>(`/api/v1/admin/articles/${id}`, input)).data.data
      : (await adminHttp.post<{ data: AdminArticle }>('/api/v1/admin/articles', input)).data.data,
  );

export const useDeleteArticle = () =>
  useArticleMutation(async (id: number) => {
    await adminHttp.delete(`/api/v1/admin/articles/${id}`);
    return undefined;
  });

const rawImage = (file: File) => ({ headers: { 'Content-Type': file.type || 'application/octet-stream' } });

export const useUploadCover = () =>
  useArticleMutation(
    async ({ id, file }: { id: number; file: File }) =>
      (
        await adminHttp.put<{ data: AdminArticle }>(
          `/api/v1/admin/articles/${id}/cover`,
          file,
          rawImage(file),
        )
      ).data.data,
  );

export const articleProductChoices = async (query: PickerQuery) =>
  (
    await adminHttp.get<{ data: PickerChoice[] }>('/api/v1/admin/articles/choices/products', {
      params: query,
    })
  ).data.data;

/** Topics and authors: each write answers with both lists. */
function useSetupMutation<Input>(write: (input: Input) => Promise<BlogSetup>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (setup) => {
      queryClient.setQueryData(setupKey, setup);
      void queryClient.invalidateQueries({ queryKey: [...articlesKey, 'list'] });
    },
  });
}

type Saved<Input> = { id?: number; input: Input };
const saveIn =
  <Input>(path: string) =>
  async ({ id, input }: Saved<Input>) =>
    (id
      ? await adminHttp.put<{ data: BlogSetup }>(`${path}/${id}`, input)
      : await adminHttp.post<{ data: BlogSetup }>(path, input)
    ).data.data;
const deleteIn = (path: string) => async (id: number) =>
  (await adminHttp.delete<{ data: BlogSetup }>(`${path}/${id}`)).data.data;

export const useSaveTopic = () =>
  useSetupMutation(saveIn<BlogCategoryInput>('/api/v1/admin/blog/categories'));
export const useDeleteTopic = () => useSetupMutation(deleteIn('/api/v1/admin/blog/categories'));
export const useSaveAuthor = () => useSetupMutation(saveIn<BlogAuthorInput>('/api/v1/admin/blog/authors'));
export const useDeleteAuthor = () => useSetupMutation(deleteIn('/api/v1/admin/blog/authors'));
export const useUploadAuthorPicture = () =>
  useSetupMutation(
    async ({ id, file }: { id: number; file: File }) =>
      (
        await adminHttp.put<{ data: BlogSetup }>(
          `/api/v1/admin/blog/authors/${id}/picture`,
          file,
          rawImage(file),
        )
      ).data.data,
  );
