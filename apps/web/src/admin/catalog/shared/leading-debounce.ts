/**
 * Calls `fn` at once on the first call of a burst (the leading edge) and once
 * more with the last arguments when the burst has been quiet for `ms`, so the
 * final state is never lost. SPEC §9: the rich-text binding, 300 ms.
 */
export function leadingDebounce<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const debounced = (...args: A) => {
    if (timer === undefined) {
      fn(...args);
    } else {
      pending = args;
      clearTimeout(timer);
    }
    timer = setTimeout(() => {
      timer = undefined;
      if (pending) {
        const last = pending;
        pending = undefined;
        fn(...last);
      }
    }, ms);
  };
  debounced.flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (pending) {
      const last = pending;
      pending = undefined;
      fn(...last);
    }
  };
  return debounced;
}
