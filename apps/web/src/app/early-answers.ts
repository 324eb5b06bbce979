/**
 * Answers to the calls an admin page's HTML started before the app's code arrived (ADR 0133;
 * which calls: @emporia/contracts/admin-early-calls). The first GET for the same address with
 * the same token takes its answer instead of asking again; every later call goes out as usual.
 */
export interface EarlyAnswer {
  status: number;
  /** Names in lower case, as XMLHttpRequest gives them. */
  headers: Record<string, string>;
  body: string;
}

interface EarlyCalls {
  token: string;
  answers: Record<string, Promise<EarlyAnswer> | undefined>;
}

declare global {
  interface Window {
    __emporiaEarlyCalls?: EarlyCalls;
  }
}

/**
 * Past this many milliseconds after the page's start an early answer is no longer taken: it
 * was for the page's first render, and what the admin has done since may have changed it.
 */
const freshForMs = 30_000;

export function takeEarlyAnswer(address: string, authorization: string | undefined) {
  if (typeof window === 'undefined') return undefined;
  const early = window.__emporiaEarlyCalls;
  if (!early) return undefined;
  if (performance.now() > freshForMs) {
    delete window.__emporiaEarlyCalls;
    return undefined;
  }
  const answer = early.answers[address];
  if (!answer || authorization !== `Bearer ${early.token}`) return undefined;
  delete early.answers[address];
  return answer;
}
