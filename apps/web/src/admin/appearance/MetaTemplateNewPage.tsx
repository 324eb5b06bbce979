import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { MetaTemplateFields } from './MetaTemplateForm';
import { useMetaTemplates, useSaveMetaTemplate } from './meta-api';

/** appearance/meta/new: templates for a kind of page that still has the built-in texts. */
export default function MetaTemplateNewPage() {
  const templates = useMetaTemplates();
  const save = useSaveMetaTemplate();
  const navigate = useNavigate();
  const open = templates.data?.filter((m) => !m.edited) ?? [];
  const [route, setRoute] = useState('');
  const chosen = open.find((m) => m.route === route) ?? open[0];
  return (
    <>
      <Link to="../index" relative="path" className="small">
        ← All meta tags
      </Link>
      <PageHeading>Add Meta Tag</PageHeading>
      <ErrorAlert error={templates.error} />
      {!templates.data && !templates.error && <LoadingBlocks lines={5} />}
      {templates.data && !chosen && (
        <p>
          Every kind of page has its own meta tags already.{' '}
          <Link to="../index" relative="path">
            Edit them
          </Link>
          .
        </p>
      )}
      {chosen && (
        <Card className="col-xl-8">
          <Card.Body>
            <Form.Group className="mb-3" controlId="meta-route">
              <Form.Label>Page</Form.Label>
              <Form.Select value={chosen.route} onChange={(event) => setRoute(event.target.value)}>
                {open.map((m) => (
                  <option key={m.route} value={m.route}>
                    {m.name}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <MetaTemplateFields
              key={chosen.route}
              template={chosen}
              error={save.error}
              submitLabel="Add Meta Tag"
              onSubmit={async (form) => {
                await save.mutateAsync({ route: chosen.route, form });
                await navigate(`../edit-${chosen.route}`, { relative: 'path' });
              }}
            />
          </Card.Body>
        </Card>
      )}
    </>
  );
}
