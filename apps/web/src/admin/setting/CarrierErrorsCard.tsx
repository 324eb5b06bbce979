import { shippingModuleNames } from '@emporia/contracts/shipping-settings';
import Table from 'react-bootstrap/Table';
import { SectionCard } from '../../ui/SectionCard';
import { useCarrierErrors } from '../extensions/shipping/api/carrier-errors';

const kindLabels = {
  auth: 'Credentials refused',
  timeout: 'No answer in time',
  network: 'Could not be reached',
  rejected: 'Request refused',
  configuration: 'Settings',
  unavailable: 'Provider error',
} as const;

/**
 * Why a shipping module was missing or unavailable at checkout, in the
 * provider's own words: for staff only (shoppers read one sentence, ADR 0028).
 * Nothing shows while there is nothing to report or the list cannot be read.
 */
export function CarrierErrorsCard() {
  const errors = useCarrierErrors();
  if (!errors.data || errors.data.length === 0) return null;
  return (
    <SectionCard id="carrier-errors" title="Carrier errors" className="mb-4 border-warning">
      <p className="text-body-secondary small">
        The last failure of each module when rating a cart. Shoppers only read that its rates are unavailable.
      </p>
      <Table size="sm" responsive className="mb-0">
        <thead>
          <tr>
            <th scope="col">Module</th>
            <th scope="col">Problem</th>
            <th scope="col">Detail</th>
            <th scope="col">Last seen</th>
            <th scope="col">Times</th>
          </tr>
        </thead>
        <tbody>
          {errors.data.map((e) => (
            <tr key={e.module}>
              <td>{shippingModuleNames[e.module]}</td>
              <td>{kindLabels[e.kind]}</td>
              <td className="text-break">{e.detail}</td>
              <td className="text-nowrap">{new Date(e.last_at).toLocaleString()}</td>
              <td>{e.count}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </SectionCard>
  );
}
