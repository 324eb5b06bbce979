import { type ErrorLogKind, errorLogKindNames, errorLogKinds } from '@emporia/contracts/logs';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { useErrorLog } from './logs-api';

/** Failures of the shop's carriers, payments and e-mails, where each is recorded; newest first. */
export function ErrorLogCard() {
  const [kind, setKind] = useState<ErrorLogKind | undefined>();
  const errors = useErrorLog(kind);
  return (
    <>
      <Form.Select
        aria-label="Kind of error"
        className="mb-3 w-auto"
        value={kind ?? ''}
        onChange={(e) => setKind((e.target.value || undefined) as ErrorLogKind | undefined)}
      >
        <option value="">All errors</option>
        {errorLogKinds.map((k) => (
          <option key={k} value={k}>
            {errorLogKindNames[k]}
          </option>
        ))}
      </Form.Select>
      <ErrorAlert error={errors.error} />
      {errors.isPending ? (
        <LoadingBlocks lines={4} />
      ) : errors.data?.length === 0 ? (
        <p className="text-body-secondary">No errors: carriers, payments and e-mails have all worked.</p>
      ) : (
        <Table responsive size="sm" className="bg-white" aria-label="Error log">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Kind</th>
              <th scope="col">Source</th>
              <th scope="col">What happened</th>
              <th scope="col">Times</th>
            </tr>
          </thead>
          <tbody>
            {errors.data?.map((e) => (
              <tr key={`${e.kind}-${e.source}-${e.at}-${e.message}`}>
                <td className="text-nowrap">{new Date(e.at).toLocaleString()}</td>
                <td>{errorLogKindNames[e.kind]}</td>
                <td>{e.source}</td>
                <td className="text-break">{e.message}</td>
                <td>{e.count}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
