import type { Onboarding } from '@emporia/contracts/onboarding';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../test/admin';
import { FakeXhr, installFakeXhr } from '../../test/fake-xhr';
import { renderAdminPage } from '../../test/render-admin-page';
import { OnboardingChecklist } from './OnboardingChecklist';

installFakeXhr();

const checklist = (over: Partial<Onboarding> = {}): Onboarding => ({
  visible: true,
  launched: false,
  deletion_due_at: null,
  steps: [
    {
      key: 'product',
      title: 'Add a product',
      description: 'What you sell.',
      done: true,
      path: '/product/new',
    },
    { key: 'payments', title: 'Set up payments', description: 'How.', done: false, path: '/setting/payment' },
    {
      key: 'shipping',
      title: 'Set up shipping',
      description: 'How.',
      done: false,
      path: '/setting/shipping',
    },
    {
      key: 'domain',
      title: 'Connect a domain',
      description: 'Optional.',
      done: false,
      path: '/setting/domain/connect',
    },
    { key: 'launch', title: 'Launch your shop', description: 'Open.', done: false, path: null },
  ],
  ...over,
});

describe('the onboarding checklist', () => {
  it('links each open step to its page and launches the shop', async () => {
    FakeXhr.reset();
    signedInStaff();
    FakeXhr.answers.set('/api/v1/admin/onboarding', { status: 200, body: { data: checklist() } });
    FakeXhr.answers.set('/api/v1/admin/onboarding/launch', {
      status: 200,
      body: { data: checklist({ visible: false, launched: true }) },
    });
    renderAdminPage(<OnboardingChecklist />, '/admin');
    const card = await screen.findByRole('region', { name: 'Set up your shop' });
    expect(card).toHaveTextContent('1 of 5 done');
    expect(within(card).getByRole('link', { name: 'Set up payments' })).toHaveAttribute(
      'href',
      '/admin/setting/payment',
    );
    expect(within(card).queryByRole('link', { name: 'Add a product' })).toBeNull();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Launch' }));
    expect(FakeXhr.sent.some((r) => r.url.endsWith('/api/v1/admin/onboarding/launch'))).toBe(true);
    await expect.poll(() => screen.queryByRole('region', { name: 'Set up your shop' })).toBeNull();
  });

  it('warns of a scheduled deletion with the backup link', async () => {
    FakeXhr.reset();
    signedInStaff();
    FakeXhr.answers.set('/api/v1/admin/onboarding', {
      status: 200,
      body: {
        data: checklist({ visible: false, launched: true, deletion_due_at: '2027-01-31T00:00:00.000Z' }),
      },
    });
    renderAdminPage(<OnboardingChecklist />, '/admin');
    expect(await screen.findByRole('link', { name: 'Download a backup' })).toHaveAttribute(
      'href',
      '/admin/setting/backup',
    );
  });

  it('stays away from staff who may not change settings', async () => {
    FakeXhr.reset();
    signedInStaff(['catalog']);
    FakeXhr.answers.set('/api/v1/admin/onboarding', { status: 200, body: { data: checklist() } });
    renderAdminPage(<OnboardingChecklist />, '/admin');
    await expect.poll(() => FakeXhr.sent.some((r) => r.url.endsWith('/api/v1/admin/account'))).toBe(true);
    expect(FakeXhr.sent.some((r) => r.url.endsWith('/api/v1/admin/onboarding'))).toBe(false);
    expect(screen.queryByRole('region', { name: 'Set up your shop' })).toBeNull();
  });
});
