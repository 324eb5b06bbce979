import type { AdminBlogCategory } from '@emporia/contracts/blog';
import { type BlogCategoryInput, blogCategoryInputSchema } from '@emporia/contracts/blog';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { shopResolver, showServerFieldErrors } from '../../../app/form-errors';
import { ConfirmButton } from '../../../ui/ConfirmDialog';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { useBlogSetup, useDeleteTopic, useSaveTopic } from './articles-api';

type Values = z.input<typeof blogCategoryInputSchema>;

/** Adds a topic, or changes the one chosen. */
function TopicForm({ current, onDone }: { current?: AdminBlogCategory; onDone: () => void }) {
  const save = useSaveTopic();
  const { register, handleSubmit, formState, setError, reset } = useForm<Values, unknown, BlogCategoryInput>({
    resolver: shopResolver(blogCategoryInputSchema),
    defaultValues: {
      name: current?.name ?? '',
      slug: current?.slug ?? '',
      description: current?.description ?? '',
      position: current?.position ?? 0,
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
  const prefix = current ? `topic-${current.id}` : 'topic-new';
  return (
    <Form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={current ? `Edit ${current.name}` : 'Add a topic'}
    >
      <ErrorAlert error={save.error} />
      <Row className="g-2">
        <Form.Group as={Col} md={4} controlId={`${prefix}-name`}>
          <Form.Label>Topic name</Form.Label>
          <Form.Control isInvalid={!!errors.name} {...register('name')} />
          <Form.Control.Feedback type="invalid">{errors.name?.message}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group as={Col} md={4} controlId={`${prefix}-slug`}>
          <Form.Label>Slug</Form.Label>
          <Form.Control
            placeholder="Made from the name when empty"
            isInvalid={!!errors.slug}
            {...register('slug')}
          />
          <Form.Control.Feedback type="invalid">{errors.slug?.message}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group as={Col} md={2} controlId={`${prefix}-position`}>
          <Form.Label>Position</Form.Label>
          <Form.Control
            type="number"
            min={0}
            isInvalid={!!errors.position}
            {...register('position', { setValueAs: Number })}
          />
        </Form.Group>
        <Form.Group as={Col} md={12} controlId={`${prefix}-description`}>
          <Form.Label>Description (shown on the topic’s page)</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            isInvalid={!!errors.description}
            {...register('description')}
          />
          <Form.Control.Feedback type="invalid">{errors.description?.message}</Form.Control.Feedback>
        </Form.Group>
      </Row>
      <div className="d-flex gap-2 mt-2">
        <Button type="submit" disabled={save.isPending}>
          {current ? 'Save topic' : 'Add topic'}
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

/** appearance/article/all?tab=topics: the blog's topics (blog/category/{slug}). */
export function TopicsPanel() {
  const setup = useBlogSetup();
  const remove = useDeleteTopic();
  const [editing, setEditing] = useState<number | null>(null);
  if (setup.error) return <ErrorAlert error={setup.error} />;
  if (!setup.data) return <LoadingBlocks lines={4} />;
  const topics = setup.data.categories;
  return (
    <>
      <ErrorAlert error={remove.error} />
      {topics.length === 0 ? (
        <p className="text-body-secondary">No topics yet. Add the first one below.</p>
      ) : (
        <Table responsive hover aria-label="Topics">
          <thead>
            <tr>
              <th>Topic</th>
              <th>Address</th>
              <th>Articles</th>
              <th>Position</th>
              <th className="text-end">Actions</th>
            </tr>
          </thead>
          <tbody>
            {topics.map((topic) =>
              editing === topic.id ? (
                <tr key={topic.id}>
                  <td colSpan={5}>
                    <TopicForm current={topic} onDone={() => setEditing(null)} />
                  </td>
                </tr>
              ) : (
                <tr key={topic.id}>
                  <td className="fw-semibold">{topic.name}</td>
                  <td>
                    <a href={`/blog/category/${topic.slug}`}>/blog/category/{topic.slug}</a>
                  </td>
                  <td>{topic.articles}</td>
                  <td>{topic.position}</td>
                  <td className="text-end text-nowrap">
                    <Button
                      size="sm"
                      variant="outline-primary"
                      className="me-2"
                      onClick={() => setEditing(topic.id)}
                    >
                      Edit <span className="visually-hidden">{topic.name}</span>
                    </Button>
                    <ConfirmButton
                      size="sm"
                      variant="outline-danger"
                      question={{
                        title: `Delete the topic ${topic.name}?`,
                        body: 'Its articles stay.',
                        action: 'Delete',
                      }}
                      onConfirm={() => remove.mutate(topic.id)}
                    >
                      Delete <span className="visually-hidden">{topic.name}</span>
                    </ConfirmButton>
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </Table>
      )}
      <Card>
        <Card.Header>Add a topic</Card.Header>
        <Card.Body>
          <TopicForm onDone={() => undefined} />
        </Card.Body>
      </Card>
    </>
  );
}
