import { useMemo, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import en from '../../app/locales/en.json';
import { useShopConfig } from '../../app/shop-config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { SuccessAlert } from '../../ui/SuccessAlert';
import { useSaveWording, useWording } from './wording-api';

/** Every storefront text key with its default wording, in the file's order. */
function textKeys(node: Record<string, unknown>, prefix = ''): [key: string, text: string][] {
  return Object.entries(node).flatMap(([name, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${name}`, value] as [string, string]]
      : textKeys(value as Record<string, unknown>, `${prefix}${name}.`),
  );
}
const defaults = textKeys(en);

/** Rows shown at once; a search narrows them. */
const pageSize = 60;

/**
 * appearance/theme/language: the wording editor. Every storefront text with its default and the
 * shop's own text, searchable by key or words; changes are saved together and the storefront shows
 * them on the next page a shopper opens.
 */
export default function WordingPage() {
  const { storefront, config } = useShopConfig();
  const [locale, setLocale] = useState(config.default_language);
  const wording = useWording(locale);
  const save = useSaveWording();
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [search, setSearch] = useState('');
  const [changedOnly, setChangedOnly] = useState(false);
  const [shown, setShown] = useState(pageSize);
  const overrides = wording.data?.overrides ?? {};

  const rows = useMemo(() => {
    const words = search.trim().toLowerCase();
    return defaults.filter(([key, text]) => {
      const own = edits[key] ?? overrides[key] ?? '';
      if (changedOnly && !own) return false;
      return !words || [key, text, own].some((value) => value.toLowerCase().includes(words));
    });
  }, [search, changedOnly, edits, overrides]);

  const pending = Object.keys(edits).filter((key) => (edits[key] ?? '') !== (overrides[key] ?? ''));
  const submit = () =>
    save.mutate(
      { locale, changes: Object.fromEntries(pending.map((key) => [key, edits[key]?.trim() || null])) },
      { onSuccess: () => setEdits({}) },
    );

  return (
    <>
      <PageHeading>Storefront Wording</PageHeading>
      <p className="text-body-secondary">
        Write your own text for any label, button or message of the storefront. An empty box keeps the
        default. Saved texts show on the next page a shopper opens.
      </p>
      <Row className="g-2 mb-3 align-items-center">
        <Col md={6}>
          <Form.Control
            type="search"
            placeholder="Search by key or words"
            aria-label="Search texts"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setShown(pageSize);
            }}
          />
        </Col>
        <Col xs="auto">
          <Form.Select
            aria-label="Language"
            value={locale}
            onChange={(event) => setLocale(event.target.value)}
          >
            {storefront.languages.map((language) => (
              <option key={language.code} value={language.code}>
                {language.name}
              </option>
            ))}
          </Form.Select>
        </Col>
        <Col xs="auto">
          <Form.Check
            id="wording-changed-only"
            label="Only the shop’s own texts"
            checked={changedOnly}
            onChange={(event) => setChangedOnly(event.target.checked)}
          />
        </Col>
      </Row>
      <SuccessAlert show={save.isSuccess && pending.length === 0}>
        Saved. The storefront shows the new wording.
      </SuccessAlert>
      <ErrorAlert error={wording.error ?? save.error} />
      {!wording.data && !wording.error && <LoadingBlocks lines={8} />}
      {wording.data && (
        <>
          <div className="d-flex align-items-center gap-3 mb-2">
            <span className="text-body-secondary small">
              {rows.length} of {defaults.length} texts, {Object.keys(overrides).length} of the shop’s own
            </span>
            <Button className="ms-auto" disabled={pending.length === 0 || save.isPending} onClick={submit}>
              {pending.length
                ? `Save ${pending.length} ${pending.length === 1 ? 'change' : 'changes'}`
                : 'Save'}
            </Button>
          </div>
          <Table responsive className="bg-white align-middle wording-table" aria-label="Storefront texts">
            <thead>
              <tr>
                <th style={{ width: '25%' }}>Key</th>
                <th style={{ width: '30%' }}>Default</th>
                <th>Shop’s text</th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 && (
                <tr>
                  <td colSpan={3} className="text-body-secondary">
                    No text matches.
                  </td>
                </tr>
              )}
              {rows.slice(0, shown).map(([key, text]) => {
                const value = edits[key] ?? overrides[key] ?? '';
                const changed = (edits[key] ?? overrides[key] ?? '') !== (overrides[key] ?? '');
                return (
                  <tr key={key}>
                    <td>
                      <code className="small">{key}</code>
                      {changed && (
                        <Badge bg="warning" text="dark" className="ms-2">
                          Not saved
                        </Badge>
                      )}
                    </td>
                    <td className="small">{text}</td>
                    <td>
                      <Form.Control
                        size="sm"
                        aria-label={`Shop’s text for ${key}`}
                        placeholder={text}
                        value={value}
                        onChange={(event) =>
                          setEdits((current) => ({ ...current, [key]: event.target.value }))
                        }
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
          {rows.length > shown && (
            <Button variant="outline-secondary" onClick={() => setShown((count) => count + pageSize)}>
              Show {Math.min(pageSize, rows.length - shown)} more
            </Button>
          )}
        </>
      )}
    </>
  );
}
