import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../app/http';

/** What a list-with-dialog page needs of its records. */
export interface RecordApi<Row extends { id: number }, Input, Saved = Row> {
  useList(): ReturnType<typeof useQuery<Row[]>>;
  useSave(): ReturnType<typeof useMutation<Saved, Error, { id: number | null; input: Input }>>;
  useRemove(): ReturnType<typeof useMutation<string, Error, number>>;
}

/**
 * The usual admin collection at `url`: GET lists `{ data: Row[] }`, POST adds,
 * PUT `url/{id}` changes, DELETE `url/{id}` removes (answering `{ message }`).
 * Saving or removing refreshes the list. `Saved` is what a save answers when the
 * list holds summaries (geo zones list counts, save answers the whole zone).
 */
export function recordApi<Row extends { id: number }, Input, Saved = Row>(
  queryKey: readonly string[],
  url: string,
): RecordApi<Row, Input, Saved> {
  const list = async () => (await adminHttp.get<{ data: Row[] }>(url)).data.data;
  const save = async ({ id, input }: { id: number | null; input: Input }) =>
    (id
      ? await adminHttp.put<{ data: Saved }>(`${url}/${id}`, input)
      : await adminHttp.post<{ data: Saved }>(url, input)
    ).data.data;
  const remove = async (id: number) =>
    (await adminHttp.delete<{ message: string }>(`${url}/${id}`)).data.message;
  const useRefreshing = <T, R>(mutationFn: (input: T) => Promise<R>) => {
    const queryClient = useQueryClient();
    return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey }) });
  };
  return {
    useList: () => useQuery({ queryKey, queryFn: list }),
    useSave: () => useRefreshing(save),
    useRemove: () => useRefreshing(remove),
  };
}
