import ProgressBar, { type ProgressBarProps } from 'react-bootstrap/ProgressBar';

/**
 * A progress bar whose bar itself carries the name: react-bootstrap gives `aria-label` to the
 * wrapper, which leaves the element with role progressbar unnamed for screen readers.
 */
export function NamedProgress({ name, className, ...bar }: ProgressBarProps & { name: string }) {
  return (
    <ProgressBar className={className}>
      <ProgressBar {...bar} aria-label={name} />
    </ProgressBar>
  );
}
