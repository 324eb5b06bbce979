import { lazy, Suspense, useState } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import { useTranslation } from '../app/translation';
import { ErrorAlert } from './ErrorAlert';
import type { RestockOutcome } from './RestockModal';
import { SuccessAlert } from './SuccessAlert';

// The modal brings form validation with it; it loads on the first Notify click, not with every card.
const RestockModal = lazy(() => import('./RestockModal').then((m) => ({ default: m.RestockModal })));

/** A Notify button that opens the restock modal and then shows how the sign-up went. */
export function NotifyButton({
  productId,
  productName,
  label,
  size,
  variant = 'outline-primary',
  className,
}: {
  productId: number;
  productName: string;
  label: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  className?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [outcome, setOutcome] = useState<RestockOutcome>();
  return (
    <>
      <Button
        size={size}
        variant={variant}
        className={className}
        onClick={() => {
          setOutcome(undefined);
          setWanted(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <RestockModal
            productId={productId}
            productName={productName}
            show={open}
            onClose={(result) => {
              setOpen(false);
              if (result) setOutcome(result);
            }}
          />
        </Suspense>
      )}
      <SuccessAlert
        show={outcome?.ok === true}
        className="mt-2 mb-0 small"
        onClose={() => setOutcome(undefined)}
      >
        {outcome?.ok && t(outcome.message, { defaultValue: outcome.message })}
      </SuccessAlert>
      {outcome && !outcome.ok && <ErrorAlert error={outcome.error} className="mt-2 mb-0 small" />}
    </>
  );
}
