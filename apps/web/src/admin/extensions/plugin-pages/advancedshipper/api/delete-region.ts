import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../../../../app/http';
import { methodsKey, methodsUrl } from './methods';

/** DELETE …/methods/{id}/regions/{rid}. */
export async function deleteRegion(input: { methodId: number; regionId: number }): Promise<string> {
  return (
    await adminHttp.delete<{ message: string }>(`${methodsUrl}/${input.methodId}/regions/${input.regionId}`)
  ).data.message;
}

export function useDeleteRegion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRegion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: methodsKey }),
  });
}
