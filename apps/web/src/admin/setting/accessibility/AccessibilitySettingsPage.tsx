import { exceptionLines } from '@emporia/contracts/accessibility-keys';
import {
  type AccessibilityStatementInput,
  type AccessibilityStatementSettings,
  type AccessibilityStatementStored,
  accessibilityStatementInputSchema,
  type ConformanceStatus,
} from '@emporia/contracts/accessibility-statement';
import { enforcementBodyOf, enforcementCountryNames } from '@emporia/contracts/enforcement-bodies';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { shopResolver, useServerFieldErrors } from '../../../app/form-errors';
import { adminHttp } from '../../../app/http';
import { useShopConfig } from '../../../app/shop-config';
import { StatementBody } from '../../../ui/accessibility-statement/StatementBody';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { SuccessAlert } from '../../../ui/SuccessAlert';

const url = '/api/v1/admin/settings/accessibility-statement';
const statementKey = ['admin', 'settings', 'accessibility-statement'] as const;

const statusChoices: { value: ConformanceStatus; label: string; hint: string }[] = [
  { value: 'full', label: 'Fully conforms', hint: 'Every page meets WCAG 2.2 AA; no exceptions.' },
  {
    value: 'partial',
    label: 'Partly conforms',
    hint: 'The platform’s own pages conform; list what of your content does not (videos without captions, pictures of text…).',
  },
  { value: 'none', label: 'Does not conform', hint: 'Most of the shop has not been checked yet.' },
];

function StatementForm({ stored }: { stored: AccessibilityStatementStored }) {
  const queryClient = useQueryClient();
  const { shopName, config, storefront } = useShopConfig();
  const otherLanguages = storefront.languages.filter((language) => language.code !== config.default_language);
  const save = useMutation({
    mutationFn: async (form: AccessibilityStatementSettings) =>
      (await adminHttp.put<{ data: AccessibilityStatementStored }>(url, form)).data.data,
    onSuccess: (saved) => queryClient.setQueryData(statementKey, saved),
  });
  const { register, handleSubmit, formState, setError, watch } = useForm<
    AccessibilityStatementInput,
    unknown,
    AccessibilityStatementSettings
  >({
    resolver: shopResolver(accessibilityStatementInputSchema),
    defaultValues: {
      status: stored.status,
      exceptions: stored.exceptions,
      contact_email: stored.contact_email,
      contact_phone: stored.contact_phone,
      country: stored.country as AccessibilityStatementInput['country'],
      prepared_on: stored.prepared_on,
      translations: Object.fromEntries(
        otherLanguages.map((l) => [l.code, { exceptions: stored.translations[l.code]?.exceptions ?? '' }]),
      ),
    },
  });
  useServerFieldErrors(save.error, setError);
  const errors = formState.errors;
  const values = watch();
  const status = values.status ?? 'partial';
  return (
    <Row className="g-4">
      <Col lg={6}>
        <Form noValidate onSubmit={handleSubmit((form) => save.mutate(form))}>
          <ErrorAlert error={save.error} />
          <SuccessAlert show={save.isSuccess}>
            Saved. Shoppers read the statement at /accessibility, linked from every page’s footer.
          </SuccessAlert>
          <Card body className="mb-3">
            <fieldset>
              <legend className="h5">Conformance with WCAG 2.2 AA</legend>
              {statusChoices.map((choice) => (
                <Form.Check
                  key={choice.value}
                  type="radio"
                  id={`statement-status-${choice.value}`}
                  value={choice.value}
                  label={
                    <>
                      {choice.label}
                      <span className="d-block small text-body-secondary">{choice.hint}</span>
                    </>
                  }
                  className="mb-2"
                  {...register('status')}
                />
              ))}
            </fieldset>
            <Form.Group className="mt-3" controlId="statement-exceptions">
              <Form.Label>Known exceptions</Form.Label>
              <Form.Control
                as="textarea"
                rows={4}
                isInvalid={!!errors.exceptions}
                aria-describedby="statement-exceptions-hint"
                {...register('exceptions')}
              />
              <Form.Text id="statement-exceptions-hint">
                One a line: what does not work yet, and for whom. Shown as a list.
              </Form.Text>
              <Form.Control.Feedback type="invalid">{errors.exceptions?.message}</Form.Control.Feedback>
            </Form.Group>
            {otherLanguages.map((language) => (
              <Form.Group
                key={language.code}
                className="mt-3"
                controlId={`statement-exceptions-${language.code}`}
              >
                <Form.Label>Known exceptions ({language.name})</Form.Label>
                <Form.Control
                  as="textarea"
                  rows={3}
                  lang={language.code}
                  placeholder={values.exceptions}
                  {...register(`translations.${language.code}.exceptions`)}
                />
                <Form.Text>Left empty, shoppers reading {language.name} see the text above.</Form.Text>
              </Form.Group>
            ))}
          </Card>
          <Card body className="mb-3">
            <Card.Title as="h2" className="h5">
              Contact and enforcement
            </Card.Title>
            <Form.Group className="mb-3" controlId="statement-email">
              <Form.Label>Contact e-mail</Form.Label>
              <Form.Control
                type="email"
                autoComplete="off"
                isInvalid={!!errors.contact_email}
                {...register('contact_email')}
              />
              <Form.Text>Empty: the shop’s e-mail of Settings › General.</Form.Text>
              <Form.Control.Feedback type="invalid">{errors.contact_email?.message}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="mb-3" controlId="statement-phone">
              <Form.Label>Contact telephone</Form.Label>
              <Form.Control type="tel" isInvalid={!!errors.contact_phone} {...register('contact_phone')} />
              <Form.Text>Empty: the shop’s telephone of Settings › General.</Form.Text>
              <Form.Control.Feedback type="invalid">{errors.contact_phone?.message}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="mb-3" controlId="statement-country">
              <Form.Label>Country of the enforcement body</Form.Label>
              <Form.Select isInvalid={!!errors.country} {...register('country')}>
                <option value="">Outside the EU, or not chosen: the European Commission’s list</option>
                {Object.entries(enforcementCountryNames)
                  .sort(([, a], [, b]) => a.localeCompare(b))
                  .map(([code, name]) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
              </Form.Select>
              <Form.Text>
                Where shoppers may complain if your answer does not satisfy them. Check the body’s details
                before publishing.
              </Form.Text>
              <Form.Control.Feedback type="invalid">{errors.country?.message}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group controlId="statement-date">
              <Form.Label>Date of the statement</Form.Label>
              <Form.Control type="date" isInvalid={!!errors.prepared_on} {...register('prepared_on')} />
              <Form.Text>The day you last reviewed the shop; review it at least once a year.</Form.Text>
              <Form.Control.Feedback type="invalid">{errors.prepared_on?.message}</Form.Control.Feedback>
            </Form.Group>
          </Card>
          <Button type="submit" disabled={save.isPending}>
            Save
          </Button>
        </Form>
      </Col>
      <Col lg={6}>
        <Card
          as="section"
          aria-labelledby="statement-preview-heading"
          className="position-sticky"
          style={{ top: '1rem' }}
        >
          <Card.Header className="bg-white">
            <h2 id="statement-preview-heading" className="h5 mb-0">
              Preview
            </h2>
          </Card.Header>
          <Card.Body data-testid="statement-preview">
            <StatementBody
              headingLevel={3}
              language={config.default_language}
              statement={{
                shop_name: shopName,
                status,
                exceptions: status === 'full' ? [] : exceptionLines(values.exceptions ?? ''),
                contact_email: values.contact_email ?? '',
                contact_phone: values.contact_phone ?? '',
                enforcement_body: enforcementBodyOf(values.country ?? ''),
                prepared_on: values.prepared_on ?? '',
              }}
            />
          </Card.Body>
        </Card>
      </Col>
    </Row>
  );
}

/** setting/accessibility: the shop's accessibility statement (EAA Annex V), with a preview beside the form. */
export default function AccessibilitySettingsPage() {
  const stored = useQuery({
    queryKey: statementKey,
    queryFn: async () => (await adminHttp.get<{ data: AccessibilityStatementStored }>(url)).data.data,
  });
  return (
    <>
      <PageHeading>Accessibility Statement</PageHeading>
      <p className="text-body-secondary">
        The European Accessibility Act asks every shop selling to EU consumers to publish how accessible it
        is. Emporia writes the statement from these settings, in each of your languages.{' '}
        <a href="/accessibility" target="_blank" rel="noopener">
          Open the published statement
        </a>
      </p>
      {stored.isPending ? (
        <LoadingBlocks lines={8} />
      ) : stored.isError ? (
        <ErrorAlert error={stored.error} />
      ) : (
        <StatementForm stored={stored.data} />
      )}
    </>
  );
}
