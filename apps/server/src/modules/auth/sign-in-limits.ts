import type { LockoutReason, SignInScope } from '@emporia/contracts/sign-in-protection';

/**
 * How hard guessing is made (ADR 0018). Pure rules: given what the database
 * counted, how long must this attempt wait? Numbers are seconds.
 */

export type { LockoutReason } from '@emporia/contracts/sign-in-protection';
export type LoginScope = SignInScope;

export const signInLimits = {
  /** Wrong passwords from one address for one account before delays start. */
  freePerPair: 3,
  /** …or only this many while the account is being tried from many addresses. */
  freePerPairWhenTargeted: 1,
  /** The first delay; each further wrong password doubles it… */
  firstDelay: 5,
  /** …up to this. */
  maxDelay: 15 * 60,
  /** Wrong passwords from one address, across accounts, within the window. */
  perAddress: 20,
  addressWindow: 15 * 60,
  /** An account counts as targeted after this many failures within the hour from this many addresses. */
  targetedFailures: 10,
  targetedAddresses: 3,
  /** 2FA: wrong codes one pending sign-in may take before it is cancelled. */
  codesPerSignIn: 3,
  /** 2FA: wrong codes per admin (all sign-ins, all addresses) before delays start, the first delay, the cap. */
  freeCodes: 3,
  firstCodeDelay: 30,
  maxCodeDelay: 60 * 60,
  /** 2FA: wrong codes per admin within a day, after which the step is closed until the day is over. */
  codesPerDay: 10,
  /** Failures are remembered this long. */
  memory: 24 * 3600,
};

/** What the database counted before (or including) one attempt. Ages are seconds since. */
export interface AttemptCounts {
  pairFailures: number;
  pairLastAge: number | null;
  addressFailures: number;
  addressOldestAge: number | null;
  accountFailuresHour: number;
  accountAddressesHour: number;
  accountFailuresDay: number;
  accountLastAge: number | null;
  accountOldestAge: number | null;
  sessionFailures: number;
}

export interface Hold {
  reason: LockoutReason;
  /** How long the next attempt must wait (0: it may not go on in this sign-in at all). */
  seconds: number;
  /** Failures that caused it. */
  failures: number;
  /** The pending 2FA sign-in is cancelled: a new password step is needed. */
  cancelsSignIn?: boolean;
}

/** Doubling delay after `free` failures, capped; 0 before. */
export function growingDelay(failures: number, free: number, first: number, cap: number): number {
  if (failures < free) return 0;
  return Math.min(cap, first * 2 ** Math.min(failures - free, 30));
}

const remaining = (total: number, age: number | null) => Math.max(0, Math.ceil(total - (age ?? total)));

/** Every hold that applies now, those cancelling a sign-in first, then longest first; empty when the attempt may go on. */
export function holdsFor(scope: LoginScope, c: AttemptCounts): Hold[] {
  const holds: Hold[] = scope === 'admin_2fa' ? twoFactorHolds(c) : passwordHolds(c);
  return holds
    .filter((h) => h.seconds > 0 || h.cancelsSignIn)
    .sort((a, b) => Number(!!b.cancelsSignIn) - Number(!!a.cancelsSignIn) || b.seconds - a.seconds);
}

function passwordHolds(c: AttemptCounts): Hold[] {
  const l = signInLimits;
  const targeted =
    c.accountFailuresHour >= l.targetedFailures && c.accountAddressesHour >= l.targetedAddresses;
  const free = targeted ? l.freePerPairWhenTargeted : l.freePerPair;
  const pairWait = remaining(growingDelay(c.pairFailures, free, l.firstDelay, l.maxDelay), c.pairLastAge);
  return [
    {
      reason: targeted && c.pairFailures < l.freePerPair ? 'account_targeted' : 'account_address',
      seconds: pairWait,
      failures: targeted && c.pairFailures < l.freePerPair ? c.accountFailuresHour : c.pairFailures,
    },
    {
      reason: 'address',
      seconds: c.addressFailures >= l.perAddress ? remaining(l.addressWindow, c.addressOldestAge) : 0,
      failures: c.addressFailures,
    },
  ];
}

function twoFactorHolds(c: AttemptCounts): Hold[] {
  const l = signInLimits;
  const holds: Hold[] = [];
  if (c.sessionFailures >= l.codesPerSignIn) {
    holds.push({
      reason: 'two_factor_session',
      seconds: 0,
      failures: c.sessionFailures,
      cancelsSignIn: true,
    });
  }
  if (c.accountFailuresDay >= l.codesPerDay) {
    holds.push({
      reason: 'two_factor',
      seconds: remaining(l.memory, c.accountOldestAge),
      failures: c.accountFailuresDay,
      cancelsSignIn: true,
    });
  } else {
    const delay = growingDelay(c.accountFailuresDay, l.freeCodes, l.firstCodeDelay, l.maxCodeDelay);
    holds.push({
      reason: 'two_factor',
      seconds: remaining(delay, c.accountLastAge),
      failures: c.accountFailuresDay,
    });
  }
  return holds;
}

/** "20 seconds", "3 minutes", "2 hours": how long to wait, rounded up. */
export function waitInWords(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  const [n, unit] =
    s < 60 ? [s, 'second'] : s < 3600 ? [Math.ceil(s / 60), 'minute'] : [Math.ceil(s / 3600), 'hour'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}
