import Button from 'react-bootstrap/Button';
import { useTranslation } from '../../app/translation';
import type { FilterChip } from './listing-url';

/** SPEC §2: a removable chip per chosen filter, and a 'Reset All' chip. */
export function FilterChips({
  chips,
  onRemove,
  onReset,
}: {
  chips: FilterChip[];
  onRemove: (token: string) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  if (!chips.length) return null;
  return (
    <ul className="search-chips list-inline mb-3" aria-label={t('advanced_search.chosen_filters')}>
      {chips.map((chip) => (
        <li key={chip.token} className="list-inline-item mb-1">
          <Button
            variant="outline-secondary"
            size="sm"
            className="rounded-pill search-chip"
            aria-label={t('advanced_search.remove_filter', { name: chip.label })}
            onClick={() => onRemove(chip.token)}
          >
            {chip.label} <span aria-hidden="true">×</span>
          </Button>
        </li>
      ))}
      <li className="list-inline-item mb-1">
        <Button variant="secondary" size="sm" className="rounded-pill search-chip-reset" onClick={onReset}>
          {t('advanced_search.reset_all')}
        </Button>
      </li>
    </ul>
  );
}
