import { MenuEditorPage } from './MenuEditorPage';

/** appearance/menu/{menu}/block: the footer's columns of links. */
export default function MenuBlockPage() {
  return <MenuEditorPage kind="block" />;
}
