import type { ShippingBox } from '@emporia/contracts/shipping-plugins';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import type { RouteHandle } from '../../../app/route-meta';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { useBoxList } from './api/boxes';
import { useDeleteBox } from './api/delete-box';
import { useSaveBox } from './api/save-box';
import { BoxForm } from './components/BoxForm';

export const handle: RouteHandle = { title: 'Shipping Boxes Manager' };

const size = (l: number, w: number, h: number) => `${l} × ${w} × ${h} cm`;

/**
 * plugin/shippingboxmanager/dashboard: the box sizes carts are packed into
 * before carriers rate them (largest items first, no box over its maximum weight).
 */
export default function ShippingBoxesPage() {
  const boxes = useBoxList();
  const save = useSaveBox();
  const remove = useDeleteBox();
  const [editing, setEditing] = useState<ShippingBox | 'new' | null>(null);
  const close = () => {
    setEditing(null);
    save.reset();
  };
  return (
    <>
      <div className="d-flex align-items-start justify-content-between">
        <PageHeading>{handle.title}</PageHeading>
        <Button onClick={() => setEditing('new')}>Add Box</Button>
      </div>
      <ErrorAlert error={boxes.error ?? remove.error} />
      {boxes.isPending ? (
        <LoadingBlocks lines={4} />
      ) : (
        <Table hover responsive className="bg-white border align-middle">
          <thead>
            <tr>
              <th>Box Name</th>
              <th>Outer Size</th>
              <th>Inner Size</th>
              <th>Empty Weight</th>
              <th>Maximum Weight</th>
              <th>Status</th>
              <th className="text-end">Action</th>
            </tr>
          </thead>
          <tbody>
            {(boxes.data ?? []).map((box) => (
              <tr key={box.id}>
                <td>{box.name}</td>
                <td>{size(box.outer_length, box.outer_width, box.outer_height)}</td>
                <td>{size(box.inner_length, box.inner_width, box.inner_height)}</td>
                <td>{box.empty_weight} kg</td>
                <td>{box.max_weight} kg</td>
                <td>{box.status === 1 ? 'Enabled' : 'Disabled'}</td>
                <td className="text-end text-nowrap">
                  <Button
                    size="sm"
                    variant="outline-primary"
                    className="me-2"
                    onClick={() => setEditing(box)}
                  >
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-danger"
                    disabled={remove.isPending}
                    onClick={() => {
                      if (window.confirm(`Delete the box ${box.name}?`)) remove.mutate(box.id);
                    }}
                  >
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
            {boxes.data?.length === 0 && (
              <tr>
                <td colSpan={7} className="text-center text-body-secondary">
                  No boxes yet: carriers then rate each cart as one parcel of its weight.
                </td>
              </tr>
            )}
          </tbody>
        </Table>
      )}
      <Modal show={editing !== null} onHide={close} size="lg">
        <Modal.Header closeButton>
          <Modal.Title>{editing === 'new' ? 'Add Box' : 'Edit Box'}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <ErrorAlert error={save.error} />
          {editing !== null && (
            <BoxForm
              box={editing === 'new' ? null : editing}
              pending={save.isPending}
              failure={save.error}
              onCancel={close}
              onSave={(box) =>
                save.mutate({ id: editing === 'new' ? null : editing.id, box }, { onSuccess: close })
              }
            />
          )}
        </Modal.Body>
      </Modal>
    </>
  );
}
