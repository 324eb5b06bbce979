import { type AnalyticsRange, analyticsRangeLabels, analyticsRanges } from '@emporia/contracts/analytics';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';

export interface RangeChoice {
  range: AnalyticsRange;
  from?: string;
  to?: string;
}

const presets = analyticsRanges.filter((range) => range !== 'custom');

/** The presets as one button group, and a custom range by its first and last day (UTC). */
export function RangePicker({
  value,
  onChange,
}: {
  value: RangeChoice;
  onChange: (next: RangeChoice) => void;
}) {
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (from && to) onChange({ range: 'custom', from, to });
  };
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <ToggleButtonGroup
        type="radio"
        name="analytics-range"
        value={value.range}
        onChange={(next: AnalyticsRange) => onChange({ range: next })}
        aria-label="Date range"
      >
        {presets.map((r) => (
          <ToggleButton key={r} id={`range-${r}`} value={r} variant="outline-primary" size="sm">
            {analyticsRangeLabels[r]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Form className="d-flex align-items-center gap-1" onSubmit={apply} aria-label="Custom range">
        <Form.Control
          type="date"
          size="sm"
          aria-label="From"
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.target.value)}
        />
        <span aria-hidden="true">–</span>
        <Form.Control
          type="date"
          size="sm"
          aria-label="To"
          value={to}
          min={from || undefined}
          onChange={(event) => setTo(event.target.value)}
        />
        <Button
          type="submit"
          size="sm"
          variant={value.range === 'custom' ? 'primary' : 'outline-primary'}
          disabled={!from || !to}
        >
          Apply
        </Button>
      </Form>
    </div>
  );
}
