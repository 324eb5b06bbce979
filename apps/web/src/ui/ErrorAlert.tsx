import { planLimitCode } from '@emporia/contracts/plan-limit';
import { Link } from 'react-router';
import { errorMessage, isHttpError } from '../app/http';
import { useShopConfig } from '../app/shop-config';
import { useTranslation } from '../app/translation';
import { Alert } from './kit/Alert';

/** A refusal because of the shop's plan (code plan_limit): where the merchant upgrades. */
function PlansLink() {
  const { adminPath } = useShopConfig();
  return (
    <>
      {' '}
      <Link to={`${adminPath}/subscription/plan`} className="alert-link">
        See the plans
      </Link>
    </>
  );
}

const isPlanLimit = (error: unknown) => {
  if (!isHttpError(error)) return false;
  const data: unknown = error.response?.data;
  return Boolean(data && typeof data === 'object' && 'code' in data && data.code === planLimitCode);
};

/**
 * SPEC §8: a failed call shows the server's message, translated when the shop
 * has a text for it, in a danger alert. Renders nothing without an error.
 */
export function ErrorAlert({ error, className }: { error: unknown; className?: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  const message = errorMessage(error);
  return (
    <Alert variant="danger" className={className}>
      {t(message, { defaultValue: message })}
      {isPlanLimit(error) && <PlansLink />}
    </Alert>
  );
}
