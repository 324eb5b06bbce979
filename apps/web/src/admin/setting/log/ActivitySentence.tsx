import type { ActivityEntry } from '@emporia/contracts/logs';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useShopConfig } from '../../../app/shop-config';

type LoggedRecord = ActivityEntry['summary']['records'][number];

/** "price $120.00 → $149.00", or "description changed" for a field too long to quote. */
function FieldChange({ field }: { field: LoggedRecord['fields'][number] }) {
  if (field.before === null) return <>{field.label} changed</>;
  return (
    <>
      {field.label} <del className="text-danger">{field.before}</del> →{' '}
      <ins className="text-success text-decoration-none">{field.after}</ins>
    </>
  );
}

/**
 * An activity log entry as the server words it: who, what, which record (a link to its admin
 * page while it exists) and the fields changed, old → new.
 */
export function ActivitySentence({ entry }: { entry: ActivityEntry }) {
  const { adminPath } = useShopConfig();
  const { actor, action, records } = entry.summary;
  return (
    <span>
      <span className="fw-semibold" title={entry.actor}>
        {actor}
      </span>{' '}
      {action}{' '}
      {records.map((record, i) => (
        <Fragment key={`${record.kind}-${record.name}-${record.path}`}>
          {i > 0 && '; '}
          {record.kind}
          {record.name && (
            <>
              {' “'}
              {record.path ? <Link to={`${adminPath}/${record.path}`}>{record.name}</Link> : record.name}”
            </>
          )}
          {record.fields.length > 0 && ': '}
          {record.fields.map((field, j) => (
            <Fragment key={field.label}>
              {j > 0 && ', '}
              <FieldChange field={field} />
            </Fragment>
          ))}
        </Fragment>
      ))}
    </span>
  );
}
