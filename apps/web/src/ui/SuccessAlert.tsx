import { type ReactNode, useEffect, useRef, useSyncExternalStore } from 'react';
import { Alert } from './kit/Alert';

// One success message at a time on a page: the latest one to appear takes the
// place, and any earlier one steps aside (issue 12: they piled up under every card).
let holder: symbol | null = null;
const listeners = new Set<() => void>();
const announce = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const claim = (id: symbol) => {
  holder = id;
  announce();
};
const release = (id: symbol) => {
  if (holder !== id) return;
  holder = null;
  announce();
};

/**
 * A success alert shown while `show` is true and no later success alert has
 * appeared since. Each time `show` turns true it takes the place again.
 */
export function SuccessAlert({
  show,
  onClose,
  className,
  children,
}: {
  show: boolean;
  onClose?: () => void;
  className?: string;
  children: ReactNode;
}) {
  const id = useRef(Symbol('success')).current;
  const current = useSyncExternalStore(
    subscribe,
    () => holder,
    () => null,
  );
  useEffect(() => {
    if (show) claim(id);
    else release(id);
  }, [show, id]);
  useEffect(() => () => release(id), [id]);
  if (!show || current !== id) return null;
  return (
    <Alert variant="success" className={className} onClose={onClose}>
      {children}
    </Alert>
  );
}
