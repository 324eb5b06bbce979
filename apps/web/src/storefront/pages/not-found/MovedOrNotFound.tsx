import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { movedTo } from './moved';

/**
 * What a page shows when the thing at its address does not exist: its new address when the shop
 * redirects the old one, else page-not-found.
 */
export function MovedOrNotFound() {
  const { pathname, search } = useLocation();
  const [target, setTarget] = useState<string>();
  useEffect(() => {
    let current = true;
    void movedTo(pathname + search).then((to) => {
      if (current) setTarget(to ?? '/page-not-found');
    });
    return () => {
      current = false;
    };
  }, [pathname, search]);
  if (!target) return <LoadingBlocks lines={4} />;
  if (/^https:\/\//.test(target)) {
    window.location.replace(target);
    return null;
  }
  return <Navigate to={target} replace />;
}
