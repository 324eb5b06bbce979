import { plans, type SubscriptionDashboard } from '@emporia/contracts/subscription';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminHttp } from '../../app/http';
import { FakeXhr, installFakeXhr } from '../../test/fake-xhr';
import { renderAdminPage } from '../../test/render-admin-page';
import { ErrorAlert } from '../../ui/ErrorAlert';
import DashboardPage from './DashboardPage';
import PlansPage from './PlansPage';

installFakeXhr();

const dashboard: SubscriptionDashboard = {
  subscription: {
    plan: 'trial',
    period: 'monthly',
    status: 'trialing',
    current_period_start: '2026-11-20T10:00:00.000Z',
    current_period_end: '2026-12-04T10:00:00.000Z',
    renews_at: null,
    grace_ends_at: null,
    card: null,
    billing_address: null,
  },
  plan: plans.trial,
  usage: [
    { limit: 'products', label: 'products', used: 12, max: 50 },
    { limit: 'languages', label: 'languages', used: 2, max: 2 },
  ],
  invoices: [],
  currency: 'USD',
  publishable_key: 'pk_test_x',
  billing_set_up: true,
};

describe('subscription pages', () => {
  it('a plan-limit refusal shows its message with a link to the plans', async () => {
    FakeXhr.reset({
      status: 403,
      body: {
        code: 'plan_limit',
        message: 'Your Trial plan includes 2 languages. Upgrade your plan to add more.',
      },
    });
    const error = await adminHttp
      .post('/api/v1/admin/settings/languages', { code: 'de' })
      .catch((e: unknown) => e);
    renderAdminPage(<ErrorAlert error={error} />, '/admin/setting/language');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your Trial plan includes 2 languages.');
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/admin/subscription/plan',
    );
  });

  it('other refusals show no plans link', async () => {
    FakeXhr.reset({ status: 409, body: { code: 'CONFLICT', message: 'Already added.' } });
    const error = await adminHttp
      .post('/api/v1/admin/settings/languages', { code: 'de' })
      .catch((e: unknown) => e);
    renderAdminPage(<ErrorAlert error={error} />, '/admin/setting/language');
    expect(await screen.findByRole('alert')).toHaveTextContent('Already added.');
    expect(screen.queryByRole('link', { name: 'See the plans' })).toBeNull();
  });

  it('the dashboard shows the trial, its usage against the limits and the empty invoice list', async () => {
    FakeXhr.reset({ status: 200, body: { data: dashboard } });
    renderAdminPage(<DashboardPage />, '/admin/subscription/dashboard');
    expect(await screen.findByRole('heading', { name: /Trial plan/ })).toHaveTextContent('Free trial');
    expect(screen.getByText('12 of 50')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'languages used' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByText('No invoices yet: the trial is free.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      '/admin/subscription/plan',
    );
  });

  it('the dashboard says so when it cannot load', async () => {
    FakeXhr.reset({ status: 500, body: { code: 'INTERNAL_ERROR', message: 'Something went wrong.' } });
    renderAdminPage(<DashboardPage />, '/admin/subscription/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  it('the plans page compares the plans and links each paid one to its billing period', async () => {
    FakeXhr.reset({ status: 200, body: { data: dashboard } });
    renderAdminPage(<PlansPage />, '/admin/subscription/plan');
    expect(await screen.findByRole('link', { name: 'Choose Advanced' })).toHaveAttribute(
      'href',
      '/admin/subscription/period/advanced',
    );
    expect(screen.getByRole('row', { name: /^languages/i })).toHaveTextContent('2310Unlimited');
  });

  it('without billing the plans page says so, shows the plan’s limits and usage, and disables Choose', async () => {
    FakeXhr.reset({
      status: 200,
      body: { data: { ...dashboard, billing_set_up: false, publishable_key: null } },
    });
    renderAdminPage(<PlansPage />, '/admin/subscription/plan');
    const choose = await screen.findByRole('button', { name: 'Choose Basic' });
    expect(choose).toBeDisabled();
    const why = screen.getByRole('region', { name: 'Billing is not set up' });
    expect(choose).toHaveAccessibleDescription(expect.stringContaining('has not set up billing yet'));
    expect(why).toHaveTextContent('The platform’s operator can move your shop to another plan.');
    expect(why).toHaveTextContent('Meanwhile your Trial plan allows:');
    expect(why).toHaveTextContent('12 of 50');
    expect(screen.queryByRole('link', { name: 'Choose Basic' })).toBeNull();
    expect(screen.queryByText(/try again later/i)).toBeNull();
  });
});
