import { readConfig } from '../../config';
import { runtimeConfig } from '../../kernel/runtime-config';

const megabyte = 1024 * 1024;

/** The file space of each shop and the largest single file (FILES_QUOTA_MB, FILES_MAX_UPLOAD_MB). */
export function fileLimits(): { quotaBytes: number; maxFileBytes: number } {
  const config = runtimeConfig() ?? readConfig();
  return {
    quotaBytes: config.FILES_QUOTA_MB * megabyte,
    maxFileBytes: config.FILES_MAX_UPLOAD_MB * megabyte,
  };
}
