import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link, useParams } from 'react-router';
import { useShopConfig } from '../../../app/shop-config';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { MissingRecord } from '../../access/RecordGate';
import { useDeleteOptionValue, useOptions, useSaveOption, useSaveOptionValue } from '../api/taxonomy';

/** setting/option-{id}/value: the option's name and its values, renamed, added or removed. */
export default function OptionValuesPage() {
  const optionId = Number((useParams().option ?? '').replace(/^option-/, ''));
  const { config } = useShopConfig();
  const language = config.default_language;
  const options = useOptions();
  const saveOption = useSaveOption();
  const saveValue = useSaveOptionValue();
  const removeValue = useDeleteOptionValue();
  const [newValue, setNewValue] = useState('');
  const [renaming, setRenaming] = useState<{ id: number; name: string }>();
  if (!options.data)
    return options.error ? <ErrorAlert error={options.error} /> : <LoadingBlocks lines={4} />;
  const option = options.data.find((o) => o.id === optionId);
  if (!option) return <MissingRecord />;
  const nameOf = (names: Record<string, string>) => names[language] ?? Object.values(names)[0] ?? '';
  return (
    <>
      <PageHeading>Values of {nameOf(option.names)}</PageHeading>
      <p>
        <Link to="../option" relative="path">
          All options
        </Link>
      </p>
      <ErrorAlert error={saveOption.error ?? saveValue.error ?? removeValue.error} />
      <Form
        className="mb-3"
        onSubmit={(event) => {
          event.preventDefault();
          const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
          if (name)
            saveOption.mutate({
              id: option.id,
              input: {
                type: option.type,
                names: { ...option.names, [language]: name },
                sort_order: option.sort_order,
              },
            });
        }}
      >
        <InputGroup style={{ maxWidth: 480 }}>
          <InputGroup.Text>Option name</InputGroup.Text>
          <Form.Control name="name" aria-label="Option name" defaultValue={nameOf(option.names)} />
          <Button type="submit" variant="outline-primary">
            Rename
          </Button>
        </InputGroup>
      </Form>
      <ListGroup className="mb-3" style={{ maxWidth: 480 }}>
        {option.values.map((value) => (
          <ListGroup.Item key={value.id} className="d-flex align-items-center gap-2">
            {renaming?.id === value.id ? (
              <Form
                className="d-flex gap-2 flex-grow-1"
                onSubmit={(event) => {
                  event.preventDefault();
                  saveValue.mutate(
                    {
                      optionId,
                      id: value.id,
                      input: {
                        names: { ...value.names, [language]: renaming.name },
                        sort_order: value.sort_order,
                      },
                    },
                    { onSuccess: () => setRenaming(undefined) },
                  );
                }}
              >
                <Form.Control
                  size="sm"
                  aria-label="Value name"
                  value={renaming.name}
                  onChange={(e) => setRenaming({ id: value.id, name: e.target.value })}
                />
                <Button size="sm" type="submit">
                  Save
                </Button>
              </Form>
            ) : (
              <>
                <span className="flex-grow-1">{nameOf(value.names)}</span>
                <Button
                  size="sm"
                  variant="link"
                  onClick={() => setRenaming({ id: value.id, name: nameOf(value.names) })}
                >
                  Rename
                </Button>
                <Button
                  size="sm"
                  variant="link"
                  className="text-danger"
                  onClick={() => removeValue.mutate({ optionId, id: value.id })}
                >
                  Delete
                </Button>
              </>
            )}
          </ListGroup.Item>
        ))}
      </ListGroup>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          saveValue.mutate(
            { optionId, input: { names: { [language]: newValue.trim() }, sort_order: option.values.length } },
            { onSuccess: () => setNewValue('') },
          );
        }}
      >
        <InputGroup style={{ maxWidth: 480 }}>
          <Form.Control
            placeholder="New value, e.g. XL"
            aria-label="New value"
            value={newValue}
            onChange={(e) => setNewValue(e.target.value)}
          />
          <Button type="submit" disabled={!newValue.trim() || saveValue.isPending}>
            Add value
          </Button>
        </InputGroup>
      </Form>
    </>
  );
}
