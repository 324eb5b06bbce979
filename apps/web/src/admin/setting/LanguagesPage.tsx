import {
  type AddLanguageForm,
  addLanguageSchema,
  availableLanguages,
  type ShopLanguage,
} from '@emporia/contracts/languages';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { useForm } from 'react-hook-form';
import { shopResolver, useServerFieldErrors } from '../../app/form-errors';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { SuccessAlert } from '../../ui/SuccessAlert';
import { EditorCard } from '../ui/InlineEditor';
import { type LanguageChange, useChangeLanguages, useShopLanguages } from './languages-api';

function LanguageRow({
  language,
  index,
  all,
  change,
  busy,
}: {
  language: ShopLanguage;
  index: number;
  all: ShopLanguage[];
  change: (change: LanguageChange) => void;
  busy: boolean;
}) {
  const move = (by: number) => {
    const codes = all.map((l) => l.code);
    codes.splice(index, 1);
    codes.splice(index + by, 0, language.code);
    change({ kind: 'order', codes });
  };
  const { code, name } = language;
  return (
    <tr>
      <td>
        {name} {language.is_default && <Badge bg="primary">Default</Badge>}
      </td>
      <td>{code}</td>
      <td>{language.enabled ? 'Enabled' : 'Disabled'}</td>
      <td className="text-end d-flex gap-2 justify-content-end flex-wrap">
        <Button
          size="sm"
          variant="outline-secondary"
          aria-label={`Move ${name} up`}
          disabled={busy || index === 0}
          onClick={() => move(-1)}
        >
          ↑
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          aria-label={`Move ${name} down`}
          disabled={busy || index === all.length - 1}
          onClick={() => move(1)}
        >
          ↓
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={busy}
          onClick={() => change({ kind: 'enable', code, enabled: !language.enabled })}
        >
          {language.enabled ? `Disable ${name}` : `Enable ${name}`}
        </Button>
        {!language.is_default && (
          <Button
            size="sm"
            variant="outline-primary"
            disabled={busy || !language.enabled}
            onClick={() => change({ kind: 'default', code })}
          >
            Make Default
          </Button>
        )}
        <Button
          size="sm"
          variant="outline-danger"
          disabled={busy}
          onClick={() => change({ kind: 'remove', code })}
        >
          Remove {name}
        </Button>
      </td>
    </tr>
  );
}

/** setting/language: the languages the storefront speaks, their order in its switcher, and the default. */
export default function LanguagesPage() {
  const languages = useShopLanguages();
  const change = useChangeLanguages();
  const add = useChangeLanguages();
  const { register, handleSubmit, formState, reset, setError } = useForm<AddLanguageForm>({
    resolver: shopResolver(addLanguageSchema),
    defaultValues: { code: '' as AddLanguageForm['code'] },
  });
  useServerFieldErrors(add.error, setError);
  const list = languages.data?.languages ?? [];
  const addable = availableLanguages.filter((option) => !list.some((l) => l.code === option.code));
  return (
    <>
      <PageHeading>Languages</PageHeading>
      <p className="text-body-secondary">
        Shoppers choose among the enabled languages in the storefront header. Products, categories and other
        texts without a translation show in the default language.
      </p>
      <ErrorAlert error={languages.error ?? change.error} />
      {languages.isPending && <LoadingBlocks lines={3} />}
      {languages.data && (
        <Table className="bg-white align-middle">
          <thead>
            <tr>
              <th>Language</th>
              <th>Code</th>
              <th>Status</th>
              <th>
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((language, index) => (
              <LanguageRow
                key={language.code}
                language={language}
                index={index}
                all={list}
                change={(c) => change.mutate(c)}
                busy={change.isPending}
              />
            ))}
          </tbody>
        </Table>
      )}
      <EditorCard
        title="Add a language"
        error={add.error}
        saving={add.isPending}
        saveClassName="mt-3"
        onSubmit={handleSubmit((form) =>
          add.mutate({ kind: 'add', code: form.code }, { onSuccess: () => reset() }),
        )}
      >
        <SuccessAlert show={add.isSuccess}>
          Added! Translate your products and categories in their editors.
        </SuccessAlert>
        <Row className="g-2">
          <Col md={6}>
            <Form.Label htmlFor="language-code">Language</Form.Label>
            <Form.Select id="language-code" isInvalid={!!formState.errors.code} {...register('code')}>
              <option value="">Choose a language…</option>
              {addable.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name} ({option.code})
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{formState.errors.code?.message}</Form.Control.Feedback>
          </Col>
        </Row>
      </EditorCard>
    </>
  );
}
