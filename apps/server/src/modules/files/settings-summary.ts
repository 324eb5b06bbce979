import { fileTotalsLine } from '@emporia/contracts/files';
import type { RequestContext } from '../../kernel/context';
import { fileUsageTotals } from './service';

/** The settings index line of setting/file: '12 files, 3.4 MB of 500 MB'. */
export async function filesSettingsSummary(ctx: RequestContext): Promise<string> {
  return fileTotalsLine(await fileUsageTotals(ctx));
}
