import { PageHeading } from '../../../ui/PageHeading';

export default function ArticlePage() {
  return <PageHeading>Article</PageHeading>;
}
