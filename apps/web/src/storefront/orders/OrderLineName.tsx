import type { ReactNode } from 'react';

/** An order line's product name with its chosen options under it; `children` add to the cell (plugin hooks). */
export function OrderLineName({
  item,
  children,
}: {
  item: { name: string; options?: string | null };
  children?: ReactNode;
}) {
  return (
    <td>
      {item.name}
      {item.options && <div className="small text-body-secondary">{item.options}</div>}
      {children}
    </td>
  );
}
