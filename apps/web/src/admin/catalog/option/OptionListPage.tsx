import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { useShopConfig } from '../../../app/shop-config';
import { ConfirmButton } from '../../../ui/ConfirmDialog';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { useDeleteOption, useOptions, useSaveOption } from '../api/taxonomy';

/** setting/option: product options (Size, Color, …) that variants pick values of. */
export default function OptionListPage() {
  const { config } = useShopConfig();
  const language = config.default_language;
  const options = useOptions();
  const save = useSaveOption();
  const remove = useDeleteOption();
  const [name, setName] = useState('');
  const [type, setType] = useState('select');
  return (
    <>
      <PageHeading>Options</PageHeading>
      <ErrorAlert error={options.error ?? save.error ?? remove.error} />
      <Form
        className="mb-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            { input: { type, names: { [language]: name }, sort_order: options.data?.length ?? 0 } },
            { onSuccess: () => setName('') },
          );
        }}
      >
        <InputGroup style={{ maxWidth: 560 }}>
          <Form.Control
            placeholder="New option name, e.g. Size"
            aria-label="New option name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <Form.Select
            aria-label="Option type"
            value={type}
            onChange={(e) => setType(e.target.value)}
            style={{ maxWidth: 140 }}
          >
            <option value="select">Select</option>
            <option value="radio">Radio</option>
            <option value="color">Colour</option>
          </Form.Select>
          <Button type="submit" disabled={!name.trim() || save.isPending}>
            Add option
          </Button>
        </InputGroup>
      </Form>
      {!options.data && !options.error && <LoadingBlocks lines={4} />}
      {options.data && (
        <Table size="sm" className="align-middle">
          <thead>
            <tr>
              <th>Option</th>
              <th>Type</th>
              <th>Values</th>
              <th>
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {options.data.map((option) => (
              <tr key={option.id}>
                <td>{option.names[language] ?? Object.values(option.names)[0]}</td>
                <td>{option.type}</td>
                <td className="small">
                  {option.values.map((v) => v.names[language] ?? Object.values(v.names)[0]).join(', ')}
                </td>
                <td className="text-end text-nowrap">
                  <Link
                    to={`../option-${option.id}/value`}
                    relative="path"
                    className="btn btn-sm btn-outline-primary me-1"
                  >
                    Values
                  </Link>
                  <ConfirmButton
                    size="sm"
                    variant="outline-danger"
                    question={{
                      title: 'Delete this option and its values?',
                      body: 'Variants lose them.',
                      action: 'Delete',
                    }}
                    onConfirm={() => remove.mutate(option.id)}
                  >
                    Delete
                  </ConfirmButton>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
