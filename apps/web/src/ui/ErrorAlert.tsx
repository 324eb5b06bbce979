import { useTranslation } from 'react-i18next';
import { errorMessage } from '../app/http';
import { Alert } from './kit/Alert';

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
    </Alert>
  );
}
