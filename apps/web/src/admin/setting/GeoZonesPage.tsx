import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { SuccessAlert } from '../../ui/SuccessAlert';
import { WhenLoaded } from '../access/LoadState';
import { useCountryList } from './zone/api/countries';
import { useDeleteGeoZone } from './zone/api/delete-geo-zone';
import { useGeoZone } from './zone/api/geo-zone';
import { useGeoZoneList } from './zone/api/geo-zone-list';
import { useSaveGeoZone } from './zone/api/save-geo-zone';
import { GeoZoneForm } from './zone/GeoZoneForm';

/**
 * {admin path}/setting/zone: the shop's geo zones (shipping zones of the
 * shipping modules, and the places tax rates apply), each a set of countries
 * or single states; added and changed in a dialog on this page.
 */
export default function GeoZonesPage() {
  const zones = useGeoZoneList();
  const countries = useCountryList();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const details = useGeoZone(typeof editing === 'number' ? editing : null);
  const save = useSaveGeoZone();
  const remove = useDeleteGeoZone();
  const [notice, setNotice] = useState('');

  const close = () => {
    setEditing(null);
    save.reset();
  };

  return (
    <>
      <div className="d-flex align-items-start justify-content-between">
        <PageHeading>Zones</PageHeading>
        <Button onClick={() => setEditing('new')}>Add Zone</Button>
      </div>
      <SuccessAlert show={Boolean(notice)} onClose={() => setNotice('')}>
        {notice}
      </SuccessAlert>
      <ErrorAlert error={zones.error ?? remove.error} />
      {zones.isPending ? (
        <LoadingBlocks lines={4} />
      ) : (
        <Table hover responsive className="bg-white border">
          <thead>
            <tr>
              <th>Zone Name</th>
              <th>Description</th>
              <th>Countries and States</th>
              <th className="text-end">Action</th>
            </tr>
          </thead>
          <tbody>
            {(zones.data ?? []).map((zone) => (
              <tr key={zone.id}>
                <td>{zone.name}</td>
                <td>{zone.description}</td>
                <td>{zone.member_count}</td>
                <td className="text-end text-nowrap">
                  <Button
                    size="sm"
                    variant="outline-primary"
                    className="me-2"
                    onClick={() => setEditing(zone.id)}
                  >
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-danger"
                    disabled={remove.isPending}
                    onClick={() => {
                      if (window.confirm(`Delete the zone ${zone.name}?`)) {
                        remove.mutate(zone.id, { onSuccess: () => setNotice(`${zone.name} was deleted.`) });
                      }
                    }}
                  >
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
            {zones.data?.length === 0 && (
              <tr>
                <td colSpan={4} className="text-center text-body-secondary">
                  No zones yet.
                </td>
              </tr>
            )}
          </tbody>
        </Table>
      )}
      <Modal show={editing !== null} onHide={close} size="lg">
        <Modal.Header closeButton>
          <Modal.Title>{editing === 'new' ? 'Add Zone' : 'Edit Zone'}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <ErrorAlert error={save.error} />
          <WhenLoaded queries={editing === 'new' ? [countries] : [countries, details]}>
            <GeoZoneForm
              key={editing === 'new' ? 'new' : `${editing}-${details.dataUpdatedAt}`}
              zone={editing === 'new' ? null : (details.data ?? null)}
              countries={countries.data ?? []}
              pending={save.isPending}
              failure={save.error}
              onCancel={close}
              onSave={(zone) =>
                save.mutate(
                  { id: editing === 'new' ? null : editing, zone },
                  {
                    onSuccess: (saved) => {
                      setNotice(`${saved.name} was saved.`);
                      close();
                    },
                  },
                )
              }
            />
          </WhenLoaded>
        </Modal.Body>
      </Modal>
    </>
  );
}
