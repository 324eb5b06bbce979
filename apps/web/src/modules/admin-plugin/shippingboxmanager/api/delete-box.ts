import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../../../app/http';
import { boxesKey, boxesUrl } from './boxes';

/** DELETE …/boxes/{id}; products tied to the box go back to any box that fits. */
export async function deleteBox(id: number): Promise<string> {
  return (await adminHttp.delete<{ message: string }>(`${boxesUrl}/${id}`)).data.message;
}

export function useDeleteBox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBox,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boxesKey }),
  });
}
