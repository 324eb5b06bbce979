import { type CurrencyForm, currencyFormSchema } from '@emporia/contracts/store-settings';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { useForm } from 'react-hook-form';
import { shopResolver, useServerFieldErrors } from '../../app/form-errors';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { formatMoney } from '../../ui/format-money';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { SuccessAlert } from '../../ui/SuccessAlert';
import { EditorCard } from '../ui/InlineEditor';
import { useCurrencies, useDefaultCurrency, useSaveCurrency } from './store/api';

const blank: CurrencyForm = {
  code: '',
  title: '',
  symbol: '',
  position: 'l',
  decimal_digits: 2,
  status: true,
};

/** setting/currency: how each currency shows (SPEC §3 symbol, position, decimal digits) and which one the shop sells in. */
export default function CurrencyPage() {
  const currencies = useCurrencies();
  const save = useSaveCurrency();
  const makeDefault = useDefaultCurrency();
  const { register, handleSubmit, formState, reset, setError } = useForm<CurrencyForm>({
    resolver: shopResolver(currencyFormSchema),
    defaultValues: blank,
  });
  const { errors } = formState;
  useServerFieldErrors(save.error, setError);
  return (
    <>
      <PageHeading>Currencies</PageHeading>
      <ErrorAlert error={currencies.error ?? makeDefault.error} />
      {currencies.isPending && <LoadingBlocks lines={4} />}
      {currencies.data && (
        <Table className="bg-white align-middle">
          <thead>
            <tr>
              <th>Currency</th>
              <th>Code</th>
              <th>Example</th>
              <th>Status</th>
              <th>
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {currencies.data.map((c) => (
              <tr key={c.code}>
                <td>
                  {c.title} {c.default && <Badge bg="primary">Default</Badge>}
                </td>
                <td>{c.code}</td>
                <td>
                  {formatMoney(1234.5, {
                    code: c.code,
                    symbol: c.symbol,
                    position: c.position,
                    decimal_digits: c.decimal_digits,
                  })}
                </td>
                <td>{c.status ? 'Enabled' : 'Disabled'}</td>
                <td className="text-end d-flex gap-2 justify-content-end">
                  <Button size="sm" variant="outline-secondary" onClick={() => reset({ ...c })}>
                    Edit
                  </Button>
                  {!c.default && (
                    <Button
                      size="sm"
                      variant="outline-primary"
                      disabled={!c.status || makeDefault.isPending}
                      onClick={() => makeDefault.mutate(c.code)}
                    >
                      Make Default
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <EditorCard
        title="Add or change a currency"
        error={save.error}
        saving={save.isPending}
        saveClassName="mt-3"
        onSubmit={handleSubmit((form) => save.mutate(form, { onSuccess: () => reset(blank) }))}
      >
        <SuccessAlert show={save.isSuccess}>Updated!</SuccessAlert>
        <Row className="g-2">
          <Col md={2}>
            <Form.Label htmlFor="currency-code">Code</Form.Label>
            <Form.Control id="currency-code" isInvalid={!!errors.code} {...register('code')} />
            <Form.Control.Feedback type="invalid">{errors.code?.message}</Form.Control.Feedback>
          </Col>
          <Col md={3}>
            <Form.Label htmlFor="currency-title">Title</Form.Label>
            <Form.Control id="currency-title" isInvalid={!!errors.title} {...register('title')} />
          </Col>
          <Col md={2}>
            <Form.Label htmlFor="currency-symbol">Symbol</Form.Label>
            <Form.Control id="currency-symbol" isInvalid={!!errors.symbol} {...register('symbol')} />
          </Col>
          <Col md={2}>
            <Form.Label htmlFor="currency-position">Position</Form.Label>
            <Form.Select id="currency-position" {...register('position')}>
              <option value="l">Left</option>
              <option value="r">Right</option>
            </Form.Select>
          </Col>
          <Col md={2}>
            <Form.Label htmlFor="currency-digits">Decimal Digits</Form.Label>
            <Form.Control
              id="currency-digits"
              type="number"
              min={0}
              max={2}
              isInvalid={!!errors.decimal_digits}
              {...register('decimal_digits', { valueAsNumber: true })}
            />
          </Col>
          <Col md={1} className="d-flex align-items-end">
            <Form.Check id="currency-status" label="Enabled" {...register('status')} />
          </Col>
        </Row>
      </EditorCard>
    </>
  );
}
