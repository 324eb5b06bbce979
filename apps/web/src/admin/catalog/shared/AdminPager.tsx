import { Pagination } from '../../../ui/Pagination';

/** Pages of an admin table, from its meta. */
export function AdminPager({
  meta,
  onPage,
}: {
  meta: { total: number; page: number; per_page: number } | undefined;
  onPage: (page: number) => void;
}) {
  if (!meta) return null;
  return (
    <Pagination page={meta.page} pages={Math.max(1, Math.ceil(meta.total / meta.per_page))} onPage={onPage} />
  );
}
