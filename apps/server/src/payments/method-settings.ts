import type { PaymentMethodId, PaymentSettingInput } from '@emporia/contracts/payments';
import { secretsClearSchema } from '@emporia/contracts/secret-settings';
import { z } from 'zod';
import { hideSecrets, joinMulti, secretsToWrite, splitMulti } from '../modules/settings';

/** The save body's list of secret keys to empty (ADR 0021). */
const secretsClearField = 'secrets_clear';

/**
 * How one setting of a payment method is checked and stored. Every stored
 * value is a string (SPEC §3 configuration entry); a multi-value is joined by '|'.
 */
export interface SettingField {
  schema: z.ZodType<string> | z.ZodType<string[]>;
  default: string | readonly string[];
  /** Sealed at rest and write-only (provider secrets, ADR 0021); typed in a plain text input (SPEC §3). */
  secret?: boolean;
  multi?: boolean;
}

/** Enabled is 1, Disabled 0 (SPEC §4, §9); the default is disabled. */
export const flagField = (defaultValue: '0' | '1' = '0'): SettingField => ({
  schema: z.enum(['0', '1'], { message: 'Choose Enabled or Disabled.' }),
  default: defaultValue,
});

export const choiceField = <const T extends readonly [string, ...string[]]>(
  values: T,
  defaultValue: T[number],
): SettingField => ({
  schema: z.enum(values, { message: `Choose one of ${values.join(', ')}.` }),
  default: defaultValue,
});

export const textField = (options: { secret?: boolean } = {}): SettingField => ({
  schema: z.string().trim().max(1000, 'At most 1000 characters.'),
  default: '',
  ...(options.secret ? { secret: true } : {}),
});

/** An order status id from the shop's list (checked against it on save); the default is 1 (SPEC §4). */
export const orderStatusField = (): SettingField => ({
  schema: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,8}$/, 'Choose an order status.'),
  default: '1',
});

export const multiField = (values?: readonly string[]): SettingField & { multi: true } => ({
  schema: z
    .array(
      values
        ? z.enum(values as [string, ...string[]], { message: 'Choose values from the list.' })
        : z.string().trim().min(1).max(255),
    )
    .max(200)
    .refine((list) => list.every((v) => !v.includes('|')), 'A value may not contain |.'),
  default: [],
  multi: true,
});

type Stored<F extends SettingField> = F['multi'] extends true ? string[] : string;
/** A method's settings by field name (without the key prefix), as the adapters read them. */
export type SettingsOf<Fields extends Record<string, SettingField>> = {
  [K in keyof Fields]: Stored<Fields[K]>;
};

/** The value of an admin-sent setting without its hidden flag; numbers as strings. */
function unwrap(input: unknown): unknown {
  const raw =
    input !== null && typeof input === 'object' && !Array.isArray(input) && 'value' in input
      ? input.value
      : input;
  if (typeof raw === 'number') return String(raw);
  if (Array.isArray(raw)) return raw.map((v) => (typeof v === 'number' ? String(v) : v));
  return raw;
}

/** The configuration of one payment method (see definePaymentSettings). */
export interface PaymentSettingsDefinition<
  Fields extends Record<string, SettingField> = Record<string, SettingField>,
> {
  method: PaymentMethodId;
  /** module_payment_{method}_ */
  prefix: string;
  fields: Fields;
  keyOf(field: keyof Fields & string): string;
  /**
   * Body of POST /api/v1/admin/settings/payment/{method}: only this method's
   * keys, any subset of them, and `secrets_clear` (secret keys to empty).
   */
  saveSchema: z.ZodType<Record<string, string | string[] | undefined>, Record<string, PaymentSettingInput>>;
  /** Full keys sealed at rest. */
  secretKeys: ReadonlySet<string>;
  /** Stored entries (key → string) to the whole settings object by full key, defaults filled in, secrets opened. */
  adminView(entries: Record<string, string>): Record<string, string | string[]>;
  /** What the admin panel gets: the settings with every secret as '', and which secrets hold a value. */
  panelView(entries: Record<string, string>): {
    values: Record<string, string | string[]>;
    secretsSet: string[];
  };
  /** Stored entries to the settings the adapter reads, by field name, defaults filled in. */
  read(entries: Record<string, string>): SettingsOf<Fields>;
  /** A parsed save body to the entries to write: empty secrets keep the stored ones (not written). */
  toEntries(parsed: Record<string, string | string[] | undefined>): Record<string, string>;
}

/**
 * The configuration of one payment method: its keys `module_payment_{method}_{field}`,
 * their defaults, which are secret, the zod schema of the admin save, and the
 * conversions between stored entries and the settings the adapter reads.
 */
export function definePaymentSettings<const Fields extends Record<string, SettingField>>(
  method: PaymentMethodId,
  fields: Fields,
): PaymentSettingsDefinition<Fields> {
  const prefix = `module_payment_${method}_`;
  const keyOf = (field: keyof Fields & string) => `${prefix}${field}`;
  const names = Object.keys(fields) as (keyof Fields & string)[];

  const shape: Record<string, z.ZodType> = Object.fromEntries(
    names.map((name) => {
      const field = fields[name] as SettingField;
      // A multi-value may arrive joined; a single one arrives as it is.
      const accept = field.multi
        ? z.preprocess((v) => {
            const value = unwrap(v);
            return typeof value === 'string' ? splitMulti(value) : value;
          }, field.schema)
        : z.preprocess(unwrap, field.schema);
      return [keyOf(name), accept.optional()];
    }),
  );
  const secretKeys = new Set(names.filter((n) => (fields[n] as SettingField).secret).map(keyOf));
  if (secretKeys.size > 0) shape[secretsClearField] = secretsClearSchema([...secretKeys]);
  const saveSchema = z
    .strictObject(shape)
    .refine(
      (body) => Object.keys(body).length > 0,
      'Send the settings to save.',
    ) as unknown as PaymentSettingsDefinition['saveSchema'];

  const adminView = (entries: Record<string, string>) =>
    Object.fromEntries(
      names.map((name) => {
        const field = fields[name] as SettingField;
        const stored = entries[keyOf(name)];
        if (field.multi)
          return [keyOf(name), stored === undefined ? [...(field.default as string[])] : splitMulti(stored)];
        return [keyOf(name), stored ?? (field.default as string)];
      }),
    );

  return {
    method,
    prefix,
    fields,
    keyOf,
    saveSchema,
    secretKeys,
    adminView,
    panelView: (entries) => hideSecrets(adminView(entries), secretKeys),
    read(entries) {
      const view = adminView(entries);
      return Object.fromEntries(names.map((name) => [name, view[keyOf(name)]])) as SettingsOf<Fields>;
    },
    toEntries(parsed) {
      const { [secretsClearField]: clear, ...values } = parsed;
      const entries: Record<string, string> = {};
      for (const [key, value] of Object.entries(values)) {
        if (value === undefined) continue;
        entries[key] = Array.isArray(value) ? joinMulti(value) : value;
      }
      return secretsToWrite(entries, secretKeys, Array.isArray(clear) ? clear : []);
    },
  };
}
