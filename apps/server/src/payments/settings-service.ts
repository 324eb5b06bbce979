import type {
  AdminPaymentSettings,
  AdminPaymentSettingsResponse,
  PaymentMethodId,
} from '@emporia/contracts/payments';
import { paymentMethodIds } from '@emporia/contracts/payments';
import type { RequestContext } from '../kernel/context';
import { badRequest } from '../kernel/errors';
import { isOrderStatusOf } from '../modules/order-statuses';
import { configTypes, readConfigEntries, writeConfigEntries } from '../modules/settings';
import { paymentMethods } from './methods';
import type { LoadedPaymentMethod } from './payment-method';

const paymentPrefix = 'module_payment_';

/**
 * Every method's whole settings object, defaults filled in. Saved secrets are
 * never sent back (ADR 0021): each is '' and `secrets_set` names those holding a value.
 */
export async function paymentSettingsForAdmin(ctx: RequestContext): Promise<AdminPaymentSettingsResponse> {
  const entries = await readConfigEntries(ctx, paymentPrefix);
  const views = paymentMethodIds.map((id) => [id, paymentMethods[id].settings.panelView(entries)] as const);
  return {
    data: Object.fromEntries(views.map(([id, view]) => [id, view.values])) as AdminPaymentSettings,
    secrets_set: Object.fromEntries(
      views.map(([id, view]) => [id, view.secretsSet]),
    ) as AdminPaymentSettingsResponse['secrets_set'],
  };
}

/**
 * Action admin_config_update_payment: stores the sent settings of one method
 * (type 2 entries, secrets sealed; an empty secret keeps the saved one). The body was checked against the method's
 * schema by the route; the order status must be one of the shop's.
 */
export async function savePaymentSettings(
  ctx: RequestContext,
  method: PaymentMethodId,
  parsed: Record<string, string | string[] | undefined>,
): Promise<void> {
  const settings = paymentMethods[method].settings;
  const entries = settings.toEntries(parsed);
  const statusKey = settings.keyOf('order_status');
  const status = entries[statusKey];
  if (status !== undefined && !(await isOrderStatusOf(ctx, Number(status)))) {
    throw badRequest('Choose an order status from the list.', {
      [statusKey]: 'Choose an order status from the list.',
    });
  }
  await writeConfigEntries(ctx, configTypes.payment, entries, settings.secretKeys);
}

export async function loadPaymentMethod(
  ctx: RequestContext,
  method: PaymentMethodId,
): Promise<LoadedPaymentMethod> {
  const definition = paymentMethods[method];
  return definition.load(await readConfigEntries(ctx, definition.settings.prefix));
}

/** Methods a shopper can pay with: switched on and with the keys they need for their environment. */
export async function usablePaymentMethods(ctx: RequestContext): Promise<LoadedPaymentMethod[]> {
  const entries = await readConfigEntries(ctx, paymentPrefix);
  return paymentMethodIds
    .map((id) => paymentMethods[id].load(entries))
    .filter((method) => method.active && method.configured);
}
