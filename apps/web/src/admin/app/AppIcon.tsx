/** The app's icon, or its initials on a tinted square when it has none. */
export function AppIcon({ name, icon, size = 48 }: { name: string; icon: string; size?: number }) {
  if (icon) return <img src={icon} alt="" width={size} height={size} className="rounded" />;
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  return (
    <span
      aria-hidden="true"
      className="d-inline-flex align-items-center justify-content-center rounded bg-primary-subtle text-primary-emphasis fw-semibold"
      style={{ width: size, height: size, fontSize: size / 2.6 }}
    >
      {initials}
    </span>
  );
}
