import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../../../app/http';
import { groupsKey, groupsUrl } from './groups';

/** DELETE …/groups/{id}. */
export async function deleteGroup(id: number): Promise<string> {
  return (await adminHttp.delete<{ message: string }>(`${groupsUrl}/${id}`)).data.message;
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsKey }),
  });
}
