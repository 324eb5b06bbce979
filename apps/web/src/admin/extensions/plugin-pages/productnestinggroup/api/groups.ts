import type { NestingGroup, NestingGroupInput } from '@emporia/contracts/shipping-plugins';
import { recordApi } from '../../../../records/record-api';

/** …/productnestinggroup/groups: the nesting groups, each saved with all its products. */
export const groupsApi = recordApi<NestingGroup, NestingGroupInput>(
  ['admin', 'plugin', 'productnestinggroup', 'groups'],
  '/api/v1/admin/plugin/productnestinggroup/groups',
);
