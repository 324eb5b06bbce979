import { type AdminBlogAuthor, type BlogAuthorInput, blogAuthorInputSchema } from '@emporia/contracts/blog';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { shopResolver, showServerFieldErrors } from '../../../app/form-errors';
import { ConfirmButton } from '../../../ui/ConfirmDialog';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { useAdminAccount } from '../../account/api';
import { PictureUpload } from '../../catalog/shared/PictureUpload';
import { useBlogSetup, useDeleteAuthor, useSaveAuthor, useUploadAuthorPicture } from './articles-api';

type Values = z.input<typeof blogAuthorInputSchema>;

/** Adds an author, or changes one; "I write as this author" links it to the signed-in admin. */
function AuthorForm({ current, onDone }: { current?: AdminBlogAuthor; onDone: () => void }) {
  const save = useSaveAuthor();
  const me = useAdminAccount();
  const { register, handleSubmit, formState, setError, reset, control } = useForm<
    Values,
    unknown,
    BlogAuthorInput
  >({
    resolver: shopResolver(blogAuthorInputSchema),
    defaultValues: {
      name: current?.name ?? '',
      slug: current?.slug ?? '',
      bio: current?.bio ?? '',
      admin_user_id: current?.admin_user_id ?? null,
    },
  });
  const { errors } = formState;
  const submit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: current?.id, input });
      reset();
      onDone();
    } catch (failure) {
      showServerFieldErrors(failure, setError);
    }
  });
  const prefix = current ? `author-${current.id}` : 'author-new';
  const linkedElsewhere = current?.admin_user_id && me.data && current.admin_user_id !== me.data.id;
  return (
    <Form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={current ? `Edit ${current.name}` : 'Add an author'}
    >
      <ErrorAlert error={save.error} />
      <Row className="g-2">
        <Form.Group as={Col} md={6} controlId={`${prefix}-name`}>
          <Form.Label>Author name</Form.Label>
          <Form.Control isInvalid={!!errors.name} {...register('name')} />
          <Form.Control.Feedback type="invalid">{errors.name?.message}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group as={Col} md={6} controlId={`${prefix}-slug`}>
          <Form.Label>Slug</Form.Label>
          <Form.Control
            placeholder="Made from the name when empty"
            isInvalid={!!errors.slug}
            {...register('slug')}
          />
          <Form.Control.Feedback type="invalid">{errors.slug?.message}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group as={Col} md={12} controlId={`${prefix}-bio`}>
          <Form.Label>Bio (shown under their articles and on their page)</Form.Label>
          <Form.Control as="textarea" rows={3} isInvalid={!!errors.bio} {...register('bio')} />
          <Form.Control.Feedback type="invalid">{errors.bio?.message}</Form.Control.Feedback>
        </Form.Group>
      </Row>
      {linkedElsewhere ? (
        <p className="small text-body-secondary mt-2">Linked to another admin user of the shop.</p>
      ) : (
        me.data && (
          <Controller
            control={control}
            name="admin_user_id"
            render={({ field }) => (
              <Form.Check
                className="mt-2"
                id={`${prefix}-me`}
                label="I write as this author (new articles I write are signed with it)"
                checked={field.value === me.data.id}
                onChange={(event) => field.onChange(event.target.checked ? me.data.id : null)}
              />
            )}
          />
        )
      )}
      <div className="d-flex gap-2 mt-2">
        <Button type="submit" disabled={save.isPending}>
          {current ? 'Save author' : 'Add author'}
        </Button>
        {current && (
          <Button variant="outline-secondary" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </Form>
  );
}

/** appearance/article/all?tab=authors: who signs the articles (blog/author/{slug}). */
export function AuthorsPanel() {
  const setup = useBlogSetup();
  const remove = useDeleteAuthor();
  const upload = useUploadAuthorPicture();
  const [editing, setEditing] = useState<number | null>(null);
  if (setup.error) return <ErrorAlert error={setup.error} />;
  if (!setup.data) return <LoadingBlocks lines={4} />;
  const authors = setup.data.authors;
  return (
    <>
      <ErrorAlert error={remove.error ?? upload.error} />
      {authors.length === 0 && (
        <p className="text-body-secondary">No authors yet: articles are signed by the shop.</p>
      )}
      <Row xs={1} md={2} className="g-3 mb-3">
        {authors.map((author) => (
          <Col key={author.id}>
            <Card className="h-100">
              <Card.Body>
                {editing === author.id ? (
                  <>
                    <PictureUpload
                      label={`Picture of ${author.name}`}
                      upload={(file) => upload.mutateAsync({ id: author.id, file })}
                    />
                    <AuthorForm current={author} onDone={() => setEditing(null)} />
                  </>
                ) : (
                  <div className="d-flex gap-3">
                    {author.picture ? (
                      <img src={author.picture} alt="" width={64} height={64} className="rounded-circle" />
                    ) : (
                      <div
                        className="rounded-circle bg-body-secondary flex-shrink-0"
                        style={{ width: 64, height: 64 }}
                      />
                    )}
                    <div className="flex-grow-1">
                      <h2 className="h6 mb-1">{author.name}</h2>
                      <a href={`/blog/author/${author.slug}`} className="small">
                        /blog/author/{author.slug}
                      </a>
                      <p className="small text-body-secondary mb-2">
                        {author.articles === 1 ? '1 article' : `${author.articles} articles`}
                        {author.bio ? ` · ${author.bio}` : ''}
                      </p>
                      <Button
                        size="sm"
                        variant="outline-primary"
                        className="me-2"
                        onClick={() => setEditing(author.id)}
                      >
                        Edit <span className="visually-hidden">{author.name}</span>
                      </Button>
                      <ConfirmButton
                        size="sm"
                        variant="outline-danger"
                        question={{
                          title: `Delete the author ${author.name}?`,
                          body: 'Their articles stay, unsigned.',
                          action: 'Delete',
                        }}
                        onConfirm={() => remove.mutate(author.id)}
                      >
                        Delete <span className="visually-hidden">{author.name}</span>
                      </ConfirmButton>
                    </div>
                  </div>
                )}
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
      <Card>
        <Card.Header>Add an author</Card.Header>
        <Card.Body>
          <AuthorForm onDone={() => undefined} />
        </Card.Body>
      </Card>
    </>
  );
}
