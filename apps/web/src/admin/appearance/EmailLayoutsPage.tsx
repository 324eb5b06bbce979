import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { useEmailTemplates } from './email-layouts-api';

/** appearance/email-layout/index: every e-mail the shop sends and the layout they share. */
export default function EmailLayoutsPage() {
  const templates = useEmailTemplates();
  const layout = templates.data?.find((t) => t.key === 'layout');
  const mails = templates.data?.filter((t) => t.key !== 'layout') ?? [];
  return (
    <>
      <PageHeading>Email Layouts</PageHeading>
      <p className="text-body-secondary">
        Every e-mail your shop sends, with your own wording and look. Each is sent as HTML with a plain-text
        copy, inside the shared layout. A template you have not edited sends the built-in text.
      </p>
      <ErrorAlert error={templates.error} />
      {!templates.data && !templates.error && <LoadingBlocks lines={8} />}
      {layout && (
        <div className="card mb-4">
          <div className="card-body d-flex flex-wrap align-items-center gap-3">
            <div className="flex-grow-1">
              <h2 className="h5 mb-1">
                <Link to="../edit/layout" relative="path">
                  {layout.name}
                </Link>{' '}
                <TemplateState edited={layout.edited} />
              </h2>
              <p className="mb-0 small text-body-secondary">{layout.description}</p>
            </div>
            <Link className="btn btn-outline-primary" to="../edit/layout" relative="path">
              Edit layout
            </Link>
          </div>
        </div>
      )}
      {templates.data && (
        <Table responsive hover className="bg-white align-middle" aria-label="E-mail templates">
          <thead>
            <tr>
              <th>E-mail</th>
              <th>Sent when</th>
              <th>State</th>
            </tr>
          </thead>
          <tbody>
            {mails.map((template) => (
              <tr key={template.key}>
                <td>
                  <Link to={`../edit/${template.key}`} relative="path">
                    {template.name}
                  </Link>
                  {template.marketing && (
                    <Badge bg="info" text="dark" className="ms-2">
                      Marketing
                    </Badge>
                  )}
                </td>
                <td className="small">{template.description}</td>
                <td>
                  <TemplateState edited={template.edited} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}

function TemplateState({ edited }: { edited: boolean }) {
  return edited ? (
    <Badge bg="primary">Edited</Badge>
  ) : (
    <Badge bg="secondary" className="fw-normal">
      Default
    </Badge>
  );
}
