import type { Usage } from '@emporia/contracts/subscription';

const amount = (usage: Usage, n: number) => {
  if (usage.limit !== 'storage_bytes') return n.toLocaleString('en-US');
  if (n >= 1024 ** 3) return `${(n / 1024 ** 3).toFixed(1)} GB`;
  return `${(n / 1024 ** 2).toFixed(1)} MB`;
};

/** One limit of the plan: what the shop uses of it, as words and a bar. */
export function UsageRow({ usage }: { usage: Usage }) {
  const share = usage.max ? Math.min(100, Math.round((usage.used / usage.max) * 100)) : 0;
  const full = usage.max !== null && usage.used >= usage.max;
  return (
    <div className="mb-3">
      <div className="d-flex justify-content-between small">
        <span className="text-capitalize">{usage.label}</span>
        <span>
          {amount(usage, usage.used)} of {usage.max === null ? 'unlimited' : amount(usage, usage.max)}
        </span>
      </div>
      <div className="progress" style={{ height: 8 }}>
        <div
          className={`progress-bar ${full ? 'bg-danger' : share >= 80 ? 'bg-warning' : 'bg-primary'}`}
          role="progressbar"
          aria-label={`${usage.label} used`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={usage.max === null ? 0 : share}
          style={{ width: `${usage.max === null ? 0 : share}%` }}
        />
      </div>
    </div>
  );
}
