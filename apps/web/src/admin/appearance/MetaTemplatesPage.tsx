import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { useMetaTemplates } from './meta-api';

/** appearance/meta/index: the title and description every kind of storefront page gets. */
export default function MetaTemplatesPage() {
  const templates = useMetaTemplates();
  const unedited = templates.data?.filter((m) => !m.edited).length ?? 0;
  return (
    <>
      <div className="d-flex align-items-start">
        <PageHeading>Meta Tags</PageHeading>
        {unedited > 0 && (
          <Link className="btn btn-primary ms-auto" to="../new" relative="path">
            Add Meta Tag
          </Link>
        )}
      </div>
      <p className="text-body-secondary">
        The title shown in the browser tab and search results, and the description search engines show under
        it, for each kind of page. Placeholders such as <code>{'{name}'}</code> take the page’s values.
        Changes show on the next page a shopper or search engine opens.
      </p>
      <ErrorAlert error={templates.error} />
      {!templates.data && !templates.error && <LoadingBlocks lines={7} />}
      {templates.data && (
        <Table responsive hover className="bg-white align-middle" aria-label="Meta tags">
          <thead>
            <tr>
              <th>Page</th>
              <th>Title</th>
              <th>Description</th>
              <th>State</th>
            </tr>
          </thead>
          <tbody>
            {templates.data.map((template) => (
              <tr key={template.route}>
                <td>
                  <Link to={`../edit-${template.route}`} relative="path">
                    {template.name}
                  </Link>
                </td>
                <td>
                  <Template own={template.title} builtIn={template.default_title} />
                </td>
                <td>
                  <Template own={template.description} builtIn={template.default_description} />
                </td>
                <td>
                  {template.edited ? (
                    <Badge bg="primary">Edited</Badge>
                  ) : (
                    <Badge bg="secondary" className="fw-normal">
                      Default
                    </Badge>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}

function Template({ own, builtIn }: { own: string; builtIn: string }) {
  return own ? (
    <code className="text-body">{own}</code>
  ) : (
    <code className="text-body-secondary">{builtIn}</code>
  );
}
