import { amountToMinor } from '@emporia/contracts/listing-filters';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from '../../app/translation';
import { Dropdown } from '../../ui/kit/Dropdown';

interface PriceRangeDropdownProps {
  /** Bounds of the result (SPEC §5 min_price / max_price). */
  minPrice: number;
  maxPrice: number;
  /** The chosen range in minor units, if any. */
  chosen: { min: number; max: number } | null;
  money: (amount: number) => string;
  onApply: (min: string, max: string) => void;
}

const amountPattern = /^\d{1,8}(?:\.\d{1,2})?$/;

/** One end of the range: SPEC §5 numeric input, step 0.01, bounded by the result's prices. */
function PriceInput({
  label,
  value,
  bounds,
  onChange,
}: {
  label: string;
  value: string;
  bounds: { min: number; max: number };
  onChange: (value: string) => void;
}) {
  return (
    <InputGroup size="sm">
      <InputGroup.Text>$</InputGroup.Text>
      <Form.Control
        type="number"
        step={0.01}
        min={bounds.min}
        max={bounds.max}
        value={value}
        aria-label={label}
        onChange={(event) => onChange(event.target.value)}
      />
    </InputGroup>
  );
}

/** SPEC §2/§5/§9: numeric inputs (step 0.01) bounded by the result's prices, in USD. */
export function PriceRangeDropdown({ minPrice, maxPrice, chosen, money, onApply }: PriceRangeDropdownProps) {
  const { t } = useTranslation();
  const [show, setShow] = useState(false);
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const open = (next: boolean) => {
    if (next) {
      setMin((chosen ? chosen.min / 100 : minPrice).toFixed(2));
      setMax((chosen ? chosen.max / 100 : maxPrice).toFixed(2));
      setProblem(null);
    }
    setShow(next);
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!amountPattern.test(min) || !amountPattern.test(max)) {
      setProblem(t('advanced_search.price.invalid'));
      return;
    }
    if (amountToMinor(min) > amountToMinor(max)) {
      setProblem(t('advanced_search.price.upside_down'));
      return;
    }
    setShow(false);
    onApply(min, max);
  };

  const bounds = { min: minPrice, max: maxPrice };
  const label = chosen
    ? `${money(chosen.min / 100)} - ${money(chosen.max / 100)}`
    : t('advanced_search.price.label');
  return (
    <Dropdown show={show} onToggle={open} autoClose="outside" className="search-price-range">
      <Dropdown.Toggle variant="outline-secondary" id="search-price-range">
        {label}
      </Dropdown.Toggle>
      <Dropdown.Menu className="p-3" style={{ minWidth: '18rem' }}>
        <Form noValidate onSubmit={apply} aria-label={t('advanced_search.price.label')}>
          <div className="small text-body-secondary mb-2">{t('advanced_search.price.currency')}</div>
          <div className="d-flex gap-2 align-items-center">
            <PriceInput
              label={t('advanced_search.price.min')}
              value={min}
              bounds={bounds}
              onChange={setMin}
            />
            <span aria-hidden="true">–</span>
            <PriceInput
              label={t('advanced_search.price.max')}
              value={max}
              bounds={bounds}
              onChange={setMax}
            />
          </div>
          {problem && (
            <div className="text-danger small mt-2" role="alert">
              {problem}
            </div>
          )}
          <Button type="submit" size="sm" className="mt-3 w-100">
            {t('advanced_search.price.apply')}
          </Button>
        </Form>
      </Dropdown.Menu>
    </Dropdown>
  );
}
