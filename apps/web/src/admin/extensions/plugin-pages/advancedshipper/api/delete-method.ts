import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../../../../app/http';
import { methodsKey, methodsUrl } from './methods';

/** DELETE …/methods/{id}: the method and its regions. */
export async function deleteMethod(id: number): Promise<string> {
  return (await adminHttp.delete<{ message: string }>(`${methodsUrl}/${id}`)).data.message;
}

export function useDeleteMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: methodsKey }),
  });
}
