import type { NestingGroup } from '@emporia/contracts/shipping-plugins';
import { useQuery } from '@tanstack/react-query';
import { adminHttp } from '../../../../app/http';

export const groupsKey = ['admin', 'plugin', 'productnestinggroup', 'groups'] as const;
export const groupsUrl = '/api/v1/admin/plugin/productnestinggroup/groups';

/** GET …/productnestinggroup/groups: the nesting groups with their products. */
export async function groupList(): Promise<NestingGroup[]> {
  return (await adminHttp.get<{ data: NestingGroup[] }>(groupsUrl)).data.data;
}

export const useGroupList = () => useQuery({ queryKey: groupsKey, queryFn: groupList });
