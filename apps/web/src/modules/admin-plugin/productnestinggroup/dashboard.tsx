import type { NestingGroup } from '@emporia/contracts/shipping-plugins';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import type { RouteHandle } from '../../../app/route-meta';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { useDeleteGroup } from './api/delete-group';
import { useGroupList } from './api/groups';
import { useSaveGroup } from './api/save-group';
import { GroupForm } from './components/GroupForm';

export const handle: RouteHandle = { title: 'Product Nesting Groups' };

/** plugin/productnestinggroup/dashboard: products that nest inside one another count once for volume when packing. */
export default function ProductNestingGroupsPage() {
  const groups = useGroupList();
  const save = useSaveGroup();
  const remove = useDeleteGroup();
  const [editing, setEditing] = useState<NestingGroup | 'new' | null>(null);
  const close = () => {
    setEditing(null);
    save.reset();
  };
  return (
    <>
      <div className="d-flex align-items-start justify-content-between">
        <PageHeading>{handle.title}</PageHeading>
        <Button onClick={() => setEditing('new')}>Add Group</Button>
      </div>
      <ErrorAlert error={groups.error ?? remove.error} />
      {groups.isPending ? (
        <LoadingBlocks lines={4} />
      ) : (
        <Table hover responsive className="bg-white border align-middle">
          <thead>
            <tr>
              <th>Group Name</th>
              <th>Products</th>
              <th>Stacking Height</th>
              <th className="text-end">Action</th>
            </tr>
          </thead>
          <tbody>
            {(groups.data ?? []).map((group) => (
              <tr key={group.id}>
                <td>{group.name}</td>
                <td>{group.products.map((p) => p.name).join(', ')}</td>
                <td>{group.stacking_height} cm</td>
                <td className="text-end text-nowrap">
                  <Button
                    size="sm"
                    variant="outline-primary"
                    className="me-2"
                    onClick={() => setEditing(group)}
                  >
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-danger"
                    disabled={remove.isPending}
                    onClick={() => {
                      if (window.confirm(`Delete the group ${group.name}?`)) remove.mutate(group.id);
                    }}
                  >
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
            {groups.data?.length === 0 && (
              <tr>
                <td colSpan={4} className="text-center text-body-secondary">
                  No nesting groups yet.
                </td>
              </tr>
            )}
          </tbody>
        </Table>
      )}
      <Modal show={editing !== null} onHide={close} size="lg">
        <Modal.Header closeButton>
          <Modal.Title>{editing === 'new' ? 'Add Group' : 'Edit Group'}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <ErrorAlert error={save.error} />
          {editing !== null && (
            <GroupForm
              group={editing === 'new' ? null : editing}
              pending={save.isPending}
              onCancel={close}
              onSave={(group) =>
                save.mutate({ id: editing === 'new' ? null : editing.id, group }, { onSuccess: close })
              }
            />
          )}
        </Modal.Body>
      </Modal>
    </>
  );
}
