import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address';
import { type AttemptCounts, growingDelay, holdsFor, signInLimits, waitInWords } from './sign-in-limits';

const none: AttemptCounts = {
  pairFailures: 0,
  pairLastAge: null,
  addressFailures: 0,
  addressOldestAge: null,
  accountFailuresHour: 0,
  accountAddressesHour: 0,
  accountFailuresDay: 0,
  accountLastAge: null,
  accountOldestAge: null,
  sessionFailures: 0,
};

describe('sign-in limits', () => {
  it('doubles the delay after the free tries, up to the cap', () => {
    expect([0, 2, 3, 4, 5, 12, 60].map((n) => growingDelay(n, 3, 5, 900))).toEqual([
      0, 0, 5, 10, 20, 900, 900,
    ]);
  });

  it('lets an attempt go on once its wait has passed', () => {
    const failed = { ...none, pairFailures: 4, pairLastAge: 4 };
    expect(holdsFor('customer', failed)).toMatchObject([{ reason: 'account_address', seconds: 6 }]);
    expect(holdsFor('customer', { ...failed, pairLastAge: 10 })).toEqual([]);
  });

  it('gives an address fewer free tries while the account is tried from many addresses', () => {
    const once = { ...none, pairFailures: 1, pairLastAge: 1 };
    expect(holdsFor('admin', once)).toEqual([]);
    const targeted = { ...once, accountFailuresHour: signInLimits.targetedFailures, accountAddressesHour: 5 };
    expect(holdsFor('admin', targeted)).toMatchObject([{ reason: 'account_targeted', seconds: 4 }]);
    // An address that never failed is not held back, targeted or not.
    expect(holdsFor('admin', { ...targeted, pairFailures: 0, pairLastAge: null })).toEqual([]);
  });

  it('cancels a 2FA sign-in after its codes, and closes the day after the day’s codes', () => {
    expect(holdsFor('admin_2fa', { ...none, sessionFailures: 3 })[0]).toMatchObject({
      reason: 'two_factor_session',
      cancelsSignIn: true,
    });
    const day = holdsFor('admin_2fa', {
      ...none,
      accountFailuresDay: signInLimits.codesPerDay,
      accountOldestAge: 3600,
      accountLastAge: 5000,
    });
    expect(day[0]).toMatchObject({ reason: 'two_factor', seconds: 23 * 3600, cancelsSignIn: true });
  });

  it('says how long to wait in words', () => {
    expect([1, 5, 59, 60, 61, 900, 3600, 82_000].map(waitInWords)).toEqual([
      '1 second',
      '5 seconds',
      '59 seconds',
      '1 minute',
      '2 minutes',
      '15 minutes',
      '1 hour',
      '23 hours',
    ]);
  });
});

describe('addressKey', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6 and counts IPv6 by its /64', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:aa:bb:1::1')).toBe('2001:db8:aa:bb::/64');
    expect(addressKey('2001:0db8:00aa:00bb:ffff:1:2:3')).toBe('2001:db8:aa:bb::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
