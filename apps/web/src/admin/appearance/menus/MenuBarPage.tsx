import { MenuEditorPage } from './MenuEditorPage';

/** appearance/menu/{menu}/bar: the header bar, nested items as dropdowns. */
export default function MenuBarPage() {
  return <MenuEditorPage kind="bar" />;
}
