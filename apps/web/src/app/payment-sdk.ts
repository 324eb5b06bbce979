import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { isAdminArea, useShopConfig } from './shop-config';

const loads = new Map<string, Promise<void>>();

/** Adds the provider's script once per page; a failed load may be tried again. */
export function loadScript(src: string): Promise<void> {
  let load = loads.get(src);
  if (!load) {
    load = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loads.delete(src);
        script.remove();
        reject(new Error(`could not load ${src}`));
      };
      document.head.appendChild(script);
    });
    loads.set(src, load);
  }
  return load;
}

export type SdkState = 'loading' | 'ready' | 'failed';

/**
 * The provider's browser SDK, loaded when the component that needs it mounts
 * (i.e. when its method is chosen) and never in the admin area (SPEC §4:
 * third-party scripts load only outside the admin).
 */
export function useProviderSdk(src: string, isLoaded: () => boolean): SdkState {
  const { adminPath } = useShopConfig();
  const { pathname } = useLocation();
  const inAdmin = isAdminArea(pathname, adminPath);
  const [state, setState] = useState<SdkState>(() => (!inAdmin && isLoaded() ? 'ready' : 'loading'));

  useEffect(() => {
    if (inAdmin || !src) {
      setState('failed');
      return;
    }
    let current = true;
    if (isLoaded()) {
      setState('ready');
      return;
    }
    loadScript(src).then(
      () => current && setState(isLoaded() ? 'ready' : 'failed'),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [src, inAdmin, isLoaded]);

  return state;
}
