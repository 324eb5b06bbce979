import { useSearchParams } from 'react-router';
import { PageHeading } from '../../ui/PageHeading';

/** SPEC §2 search results: the keyword is the heading. */
export default function AdvancedSearchPage() {
  const [searchParams] = useSearchParams();
  const keyword = searchParams.get('keyword');
  return <PageHeading>{keyword ? `${keyword} Search Results` : 'Search Results'}</PageHeading>;
}
