import { languageNameOf } from '@emporia/contracts/languages';
import type { RequestContext } from '../../kernel/context';
import { readShopLanguages } from './service';

/** The settings index line, e.g. '2 languages, default English' (', 1 disabled' when some are off). */
export async function languagesSettingsSummary(ctx: RequestContext): Promise<string> {
  const { languages, default_language } = await readShopLanguages(ctx);
  const disabled = languages.filter((language) => !language.enabled).length;
  const count = `${languages.length} ${languages.length === 1 ? 'language' : 'languages'}`;
  return `${count}, default ${languageNameOf(default_language)}${disabled ? `, ${disabled} disabled` : ''}`;
}
