import type { ProductInput } from '@emporia/contracts/catalog-admin';
import {
  accessibilityFeatures,
  accessibilityHazards,
  accessModes,
} from '@emporia/contracts/product-accessibility-values';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { accessibilityLabel } from '../../../ui/accessibility-labels';

type Values = ProductInput;

/**
 * The product's accessibility information (EAA Annex I): schema.org values chosen from lists and
 * a summary, shown on the product page and written into its structured data. Nothing chosen
 * shows nothing.
 */
export function ProductAccessibilityCard({
  register,
  errors,
}: {
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>['accessibility'];
}) {
  const group = (
    name: 'features' | 'hazards' | 'access_modes',
    legend: string,
    values: readonly string[],
  ) => (
    <fieldset className="mb-3">
      <legend className="h6">{legend}</legend>
      <div className="d-flex flex-wrap column-gap-4">
        {values.map((value) => (
          <Form.Check
            key={value}
            type="checkbox"
            id={`accessibility-${name}-${value}`}
            value={value}
            label={accessibilityLabel(value)}
            {...register(`accessibility.${name}`)}
          />
        ))}
      </div>
      {errors?.[name] && <div className="text-danger small">{errors[name]?.message}</div>}
    </fieldset>
  );
  return (
    <Card className="mb-3">
      <Card.Header>Accessibility information</Card.Header>
      <Card.Body>
        <p className="small text-body-secondary">
          For e-books, devices and other products the European Accessibility Act covers: what the product
          offers people with disabilities. Shown on the product page and to search engines (schema.org).
        </p>
        {group('features', 'Features', accessibilityFeatures)}
        {group('hazards', 'Hazards', accessibilityHazards)}
        {group('access_modes', 'Senses or skills it is used through', accessModes)}
        <Form.Group controlId="accessibility-summary">
          <Form.Label>Summary</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            isInvalid={!!errors?.summary}
            {...register('accessibility.summary')}
          />
          <Form.Text>A sentence or two on what a shopper with a disability should know.</Form.Text>
          <Form.Control.Feedback type="invalid">{errors?.summary?.message}</Form.Control.Feedback>
        </Form.Group>
      </Card.Body>
    </Card>
  );
}
