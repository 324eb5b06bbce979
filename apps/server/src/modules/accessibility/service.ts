import { exceptionLines } from '@emporia/contracts/accessibility-keys';
import type {
  AccessibilityStatementSettings,
  AccessibilityStatementStored,
  AccessibilityStatementView,
  ConformanceStatus,
} from '@emporia/contracts/accessibility-statement';
import { enforcementBodyOf } from '@emporia/contracts/enforcement-bodies';
import { translatedFields } from '@emporia/contracts/translated';
import { schema } from '@emporia/db';
import { eq } from 'drizzle-orm';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { recordChange } from '../logs';
import { readGeneralSettings } from '../store-settings';

const { accessibilityStatements: statements } = schema;

type Stored = AccessibilityStatementStored;

/** Today in UTC as YYYY-MM-DD: the date of a statement never saved is the day it is read. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The shop's statement settings; before the merchant's first save, defaults that are true of
 * every Emporia shop: partly conforming (docs/accessibility-conformance.md), no exceptions of
 * the shop's own yet, contact details empty (setting/general's then show).
 */
export async function readStatementSettings(ctx: RequestContext): Promise<Stored> {
  const [row] = await ctx.db.select().from(statements).where(eq(statements.shopId, ctx.shop.id));
  if (!row) {
    return {
      status: 'partial',
      exceptions: '',
      contact_email: '',
      contact_phone: '',
      country: '',
      prepared_on: today(),
      translations: {},
      saved: false,
    };
  }
  return {
    status: row.status as ConformanceStatus,
    exceptions: row.exceptions,
    contact_email: row.contactEmail,
    contact_phone: row.contactPhone,
    country: row.country,
    prepared_on: row.preparedOn,
    translations: row.translations,
    saved: true,
  };
}

/** Writes the settings (one row per shop) and records the change in the activity log. */
export async function saveStatementSettings(
  ctx: RequestContext,
  input: AccessibilityStatementSettings,
): Promise<Stored> {
  return inTransaction(ctx, async (tx) => {
    const before = await readStatementSettings(tx);
    // Blank translations are no translations: the default language's text shows instead.
    const translations = Object.fromEntries(
      Object.entries(input.translations).filter(([, text]) => text.exceptions !== ''),
    );
    const values = {
      status: input.status,
      exceptions: input.exceptions,
      contactEmail: input.contact_email,
      contactPhone: input.contact_phone,
      country: input.country,
      preparedOn: input.prepared_on,
      translations,
      updatedAt: new Date(),
    };
    await tx.db
      .insert(statements)
      .values({ shopId: tx.shop.id, ...values })
      .onConflictDoUpdate({ target: statements.shopId, set: values });
    const after = await readStatementSettings(tx);
    await recordChange(tx, { entity: 'setting', id: 'accessibility-statement', before, after });
    return after;
  });
}

/**
 * The statement shoppers read, in `locale` where its exceptions are translated (else the shop
 * language's), with the contact details of setting/general where the statement names none.
 */
export async function statementView(
  ctx: RequestContext,
  locale: string,
): Promise<AccessibilityStatementView> {
  const settings = await readStatementSettings(ctx);
  const general =
    settings.contact_email && settings.contact_phone ? undefined : await readGeneralSettings(ctx);
  const { exceptions } = translatedFields(settings.translations[locale], { exceptions: settings.exceptions });
  return {
    shop_name: ctx.shop.name,
    status: settings.status,
    exceptions: settings.status === 'full' ? [] : exceptionLines(exceptions),
    contact_email: settings.contact_email || general?.email || '',
    contact_phone: settings.contact_phone || general?.telephone || '',
    enforcement_body: enforcementBodyOf(settings.country),
    prepared_on: settings.prepared_on,
  };
}
