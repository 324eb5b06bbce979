import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { SuccessAlert } from '../../ui/SuccessAlert';
import { MetaTemplateFields } from './MetaTemplateForm';
import { useDeleteMetaTemplate, useMetaTemplate, useSaveMetaTemplate } from './meta-api';

/** appearance/meta/edit-{name}: one kind of page's title and description templates. */
export default function MetaTemplateEditPage() {
  const route = (useParams().metaName ?? '').replace(/^edit-/, '');
  const template = useMetaTemplate(route);
  const save = useSaveMetaTemplate();
  const restore = useDeleteMetaTemplate();
  const data = template.data;
  return (
    <>
      <Link to="../index" relative="path" className="small">
        ← All meta tags
      </Link>
      <PageHeading>{data ? `Meta Tags: ${data.name}` : 'Edit Meta Tag'}</PageHeading>
      <ErrorAlert error={template.error ?? restore.error} />
      {!data && !template.error && <LoadingBlocks lines={5} />}
      {data && (
        <Card className="col-xl-8">
          <Card.Header className="d-flex align-items-center gap-2">
            {data.name}
            {data.edited ? <Badge bg="primary">Edited</Badge> : <Badge bg="secondary">Default</Badge>}
            <Button
              size="sm"
              variant="outline-danger"
              className="ms-auto"
              disabled={!data.edited || restore.isPending}
              onClick={() => restore.mutate({ route })}
            >
              Restore default
            </Button>
          </Card.Header>
          <Card.Body>
            <SuccessAlert show={save.isSuccess}>
              Saved. Pages show the new title and description now.
            </SuccessAlert>
            <MetaTemplateFields
              key={`${data.title}|${data.description}`}
              template={data}
              error={save.error}
              submitLabel="Save"
              onSubmit={(form) => save.mutateAsync({ route, form })}
            />
          </Card.Body>
        </Card>
      )}
    </>
  );
}
