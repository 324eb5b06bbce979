import type { ReactNode } from 'react';
import { classes } from './polymorphic';

/**
 * Bootstrap's alert as react-bootstrap drew it (role, classes, the close button's
 * 'Close alert' name) without its fade transition: the success and error alerts
 * are on every storefront first load, react-transition-group need not be (ADR 0047).
 */
export function Alert({
  variant,
  className,
  onClose,
  children,
}: {
  variant: 'success' | 'danger' | 'warning' | 'info' | 'secondary';
  className?: string;
  /** Given: the alert has a close button that calls it. */
  onClose?: () => void;
  children: ReactNode;
}) {
  return (
    <div
      role="alert"
      className={classes('fade alert', `alert-${variant}`, onClose && 'alert-dismissible', 'show', className)}
    >
      {children}
      {onClose && <button type="button" className="btn-close" aria-label="Close alert" onClick={onClose} />}
    </div>
  );
}
