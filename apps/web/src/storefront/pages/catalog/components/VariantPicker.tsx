import type { ProductOption } from '@emporia/contracts/catalog';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '../../../../app/translation';
import { useTranslated } from '../../../../ui/translated';

/** One select per option of a configurable product. */
export function VariantPicker({
  options,
  picked,
  onPick,
}: {
  options: ProductOption[];
  picked: Record<number, number | undefined>;
  onPick: (optionId: number, valueId: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const translated = useTranslated();
  return (
    <div className="variant-picker">
      {options.map((option) => {
        const name = translated(option.translations)?.name ?? '';
        return (
          <Form.Group key={option.id} className="mb-3" controlId={`option-${option.id}`}>
            <Form.Label>{name}</Form.Label>
            <Form.Select
              value={picked[option.id] ?? ''}
              onChange={(event) =>
                onPick(option.id, event.target.value ? Number(event.target.value) : undefined)
              }
            >
              <option value="">{t('catalog.choose_option', { name })}</option>
              {option.values.map((value) => (
                <option key={value.id} value={value.id}>
                  {translated(value.translations)?.name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        );
      })}
    </div>
  );
}
