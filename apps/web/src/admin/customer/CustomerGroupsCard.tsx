import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import ListGroup from 'react-bootstrap/ListGroup';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { useCustomerGroups, useDeleteCustomerGroup, useSaveCustomerGroup } from './api';

/** Customer groups (their prices are set under Group Pricing). */
export function CustomerGroupsCard() {
  const groups = useCustomerGroups();
  const save = useSaveCustomerGroup();
  const remove = useDeleteCustomerGroup();
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);

  return (
    <Card>
      <Card.Header>Customer Groups</Card.Header>
      <Card.Body>
        <ErrorAlert error={groups.error ?? save.error ?? remove.error} />
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ name }, { onSuccess: () => setName('') });
          }}
        >
          <InputGroup size="sm">
            <Form.Control
              placeholder="New group name"
              aria-label="New group name"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            <Button type="submit" disabled={save.isPending}>
              Add
            </Button>
          </InputGroup>
        </Form>
      </Card.Body>
      <ListGroup variant="flush">
        {groups.data?.map((group) => (
          <ListGroup.Item key={group.id} className="d-flex align-items-center gap-2 flex-wrap">
            {renaming?.id === group.id ? (
              <Form
                className="flex-grow-1"
                onSubmit={(event) => {
                  event.preventDefault();
                  save.mutate(renaming, { onSuccess: () => setRenaming(null) });
                }}
              >
                <InputGroup size="sm">
                  <Form.Control
                    aria-label="Group name"
                    value={renaming.name}
                    onChange={(e) => setRenaming({ id: group.id, name: e.target.value })}
                  />
                  <Button type="submit">Save</Button>
                </InputGroup>
              </Form>
            ) : (
              <span className="flex-grow-1">
                {group.name} <span className="text-body-secondary small">({group.customers})</span>
              </span>
            )}
            <Button
              size="sm"
              variant="link"
              className="p-0"
              onClick={() => setRenaming({ id: group.id, name: group.name })}
            >
              Rename
            </Button>
            <Button
              size="sm"
              variant="link"
              className="p-0 text-danger"
              onClick={() => remove.mutate(group.id)}
            >
              Delete
            </Button>
          </ListGroup.Item>
        ))}
      </ListGroup>
    </Card>
  );
}
