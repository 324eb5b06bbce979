import type { FilterBucket, ListingFacets } from '@emporia/contracts/listing';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '../../app/translation';
import { filterTokens } from './listing-url';

/** Options shown per group before 'see more'. */
export const optionsBeforeMore = 5;

const groups: FilterBucket[] = ['category', 'manufacturer', 'rating'];

interface FilterSidebarProps {
  result: ListingFacets;
  flt: string;
  expanded: string[];
  showAll: string[];
  groupLabels?: Partial<Record<FilterBucket, string>>;
  onToggleFilter: (token: string) => void;
  onToggleGroup: (group: string) => void;
  onToggleShowAll: (group: string) => void;
}

/**
 * SPEC §2/§5 filter groups: each option with its count; an option the other
 * filters rule out (count 0) is disabled unless it is chosen, so it can still
 * be cleared. Groups fold, and long ones show their first options until
 * 'see more'.
 */
export function FilterSidebar({
  result,
  flt,
  expanded,
  showAll,
  groupLabels,
  onToggleFilter,
  onToggleGroup,
  onToggleShowAll,
}: FilterSidebarProps) {
  const { t } = useTranslation();
  const chosen = new Set(filterTokens(flt));
  return (
    <div className="search-filters">
      {groups.map((group) => {
        const entries = result.buckets[group];
        if (!entries.length) return null;
        const open = expanded.includes(group);
        const all = showAll.includes(group);
        // A chosen option stays in sight even beyond the first few, so it can be cleared here too.
        const shown = all
          ? entries
          : entries.filter((e, i) => i < optionsBeforeMore || chosen.has(`${group}:${e.key}`));
        const listId = `search-group-${group}`;
        return (
          <section key={group} className="search-filter-group border-bottom py-2" data-group={group}>
            <Button
              variant="link"
              className="search-filter-group-toggle w-100 text-start text-decoration-none text-body fw-semibold px-0 d-flex justify-content-between"
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => onToggleGroup(group)}
            >
              <span>{groupLabels?.[group] ?? t(`advanced_search.groups.${group}`)}</span>
              <span aria-hidden="true">{open ? '−' : '+'}</span>
            </Button>
            {open && (
              <div id={listId}>
                {shown.map((entry) => {
                  const token = `${group}:${entry.key}`;
                  const checked = chosen.has(token);
                  const label = result.bucket_names[group][String(entry.key)] ?? String(entry.key);
                  return (
                    <Form.Check
                      key={token}
                      id={`search-filter-${group}-${entry.key}`}
                      type="checkbox"
                      className="search-filter-option"
                      checked={checked}
                      disabled={entry.doc_count === 0 && !checked}
                      onChange={() => onToggleFilter(token)}
                      label={
                        <>
                          {label} <span className="text-body-secondary">({entry.doc_count})</span>
                        </>
                      }
                    />
                  );
                })}
                {entries.length > optionsBeforeMore && (all || entries.length > shown.length) ? (
                  <Button
                    variant="link"
                    size="sm"
                    className="px-0 search-see-more"
                    aria-expanded={all}
                    onClick={() => onToggleShowAll(group)}
                  >
                    {all ? t('advanced_search.see_less') : t('advanced_search.see_more')}
                  </Button>
                ) : null}
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
