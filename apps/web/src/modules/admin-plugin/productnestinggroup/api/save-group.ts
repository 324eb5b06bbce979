import type { NestingGroup, NestingGroupInput } from '@emporia/contracts/shipping-plugins';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../../../app/http';
import { groupsKey, groupsUrl } from './groups';

/** POST …/groups (new) or PUT …/groups/{id}: the group and all its products. */
export async function saveGroup(input: {
  id: number | null;
  group: NestingGroupInput;
}): Promise<NestingGroup> {
  const answer = input.id
    ? await adminHttp.put<{ data: NestingGroup }>(`${groupsUrl}/${input.id}`, input.group)
    : await adminHttp.post<{ data: NestingGroup }>(groupsUrl, input.group);
  return answer.data.data;
}

export function useSaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsKey }),
  });
}
