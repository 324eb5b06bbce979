import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/AppProviders';
import { FakeXhr, installFakeXhr } from '../../../test/fake-xhr';
import ShippingBoxFields from './ShippingBoxFields';

installFakeXhr();

const answer = (shipping_box_status: number) => ({
  status: 200,
  body: {
    data: {
      shipping_box_status,
      product_id: 7,
      ship_alone: 0,
      box_id: null,
      boxes: [
        { id: 1, name: 'Small box' },
        { id: 2, name: 'Medium box' },
      ],
    },
  },
});

const renderFields = (productId: number | null) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ShippingBoxFields productId={productId} />
    </QueryClientProvider>,
  );

describe('shipping-box fields of the product form', () => {
  it('stay hidden while the Advanced Shipper shipping box status is off', async () => {
    FakeXhr.reset(answer(0));
    const view = renderFields(7);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeXhr.sent.map((r) => r.url)).toEqual(['/api/v1/admin/plugin/shippingboxmanager/products/7']);
    expect(view.container).toBeEmptyDOMElement();
  });

  it('ask nothing for a product that is not saved yet', () => {
    FakeXhr.reset(answer(1));
    const view = renderFields(null);
    expect(FakeXhr.sent).toEqual([]);
    expect(view.container).toBeEmptyDOMElement();
  });

  it('show the box choice when the status is on, and save it', async () => {
    FakeXhr.reset(answer(1));
    renderFields(7);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Ships In'), '2');
    FakeXhr.reset({ status: 200, body: { data: { ...answer(1).body.data, box_id: 2 } } });
    await user.click(screen.getByRole('button', { name: 'Save Shipping Box' }));
    expect(await screen.findByText('Updated!')).toBeInTheDocument();
    const sent = FakeXhr.sent.find((r) => r.method.toUpperCase() === 'PUT');
    expect(sent?.url).toBe('/api/v1/admin/plugin/shippingboxmanager/products/7');
    expect(JSON.parse(String(sent?.body))).toEqual({ ship_alone: 0, box_id: 2 });
  });
});
