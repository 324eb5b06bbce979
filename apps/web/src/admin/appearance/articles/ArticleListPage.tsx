import type { AdminArticleListQuery, AdminArticleRow } from '@emporia/contracts/blog';
import Badge from 'react-bootstrap/Badge';
import Col from 'react-bootstrap/Col';
import Nav from 'react-bootstrap/Nav';
import { Link, useSearchParams } from 'react-router';
import { RecordHeading } from '../../catalog/shared/RecordPage';
import { type Column, DataTable } from '../../ui/DataTable';
import { FilterSelect, ListFilters } from '../../ui/ListFilters';
import { useListState } from '../../ui/list-state';
import { PublishStateBadge } from '../publishing';
import { AuthorsPanel } from './AuthorsPanel';
import { useArticles, useBlogSetup } from './articles-api';
import { TopicsPanel } from './TopicsPanel';

/** The article's state (draft, scheduled, published). */
export const ArticleStateBadge = PublishStateBadge;

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const columns: Column<AdminArticleRow>[] = [
  {
    key: 'cover',
    header: 'Cover',
    cell: (article) =>
      article.image ? <img src={article.image} alt="" width={48} height={48} className="rounded" /> : '—',
  },
  {
    key: 'title',
    header: 'Title',
    cell: (article) => (
      <>
        <Link to={`../${article.id}`} relative="path" className="fw-semibold">
          {article.title}
        </Link>
        <div className="small text-body-secondary">/article/{article.slug}</div>
      </>
    ),
  },
  { key: 'author', header: 'Author', cell: (article) => article.author ?? '—' },
  { key: 'topics', header: 'Topics', cell: (article) => article.categories.join(', ') || '—' },
  { key: 'state', header: 'State', cell: (article) => <ArticleStateBadge state={article.state} /> },
  {
    key: 'published',
    header: 'Publication',
    cell: (article) => (article.state === 'draft' ? '—' : when(article.published_at)),
  },
  { key: 'updated', header: 'Last change', cell: (article) => when(article.updated_at) },
];

const stateFilter = [
  ['', 'Every state'],
  ['published', 'Published'],
  ['scheduled', 'Scheduled'],
  ['draft', 'Drafts'],
] as const;

/**
 * appearance/article/all: the Learning Center's articles (newest first, searchable, by state
 * and topic), with its topics and authors on tabs beside them.
 */
export default function ArticleListPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'articles';
  const setup = useBlogSetup();
  return (
    <>
      <RecordHeading title="Articles">
        <Link className="btn btn-primary" to="../new" relative="path">
          Add Article
        </Link>
      </RecordHeading>
      <p className="text-body-secondary">
        The shop’s Learning Center (storefront <a href="/blog/posts">/blog/posts</a>); the newest published
        articles also fill the home page’s news section.
      </p>
      <Nav
        variant="tabs"
        className="mb-3"
        activeKey={tab}
        onSelect={(key) => setParams(key && key !== 'articles' ? { tab: key } : {})}
      >
        <Nav.Item>
          <Nav.Link as="button" eventKey="articles">
            Articles
          </Nav.Link>
        </Nav.Item>
        <Nav.Item>
          <Nav.Link as="button" eventKey="topics">
            Topics{' '}
            {setup.data && (
              <Badge bg="light" text="dark">
                {setup.data.categories.length}
              </Badge>
            )}
          </Nav.Link>
        </Nav.Item>
        <Nav.Item>
          <Nav.Link as="button" eventKey="authors">
            Authors{' '}
            {setup.data && (
              <Badge bg="light" text="dark">
                {setup.data.authors.length}
              </Badge>
            )}
          </Nav.Link>
        </Nav.Item>
      </Nav>
      {tab === 'topics' ? <TopicsPanel /> : tab === 'authors' ? <AuthorsPanel /> : <ArticlesPanel />}
    </>
  );
}

function ArticlesPanel() {
  const state = useListState({ sort: 'published_at', order: 'desc' });
  const setup = useBlogSetup();
  const query: AdminArticleListQuery = {
    keyword: state.get('search'),
    state: state.get('state') as AdminArticleListQuery['state'],
    category_id: state.get('topic') || undefined,
    page: state.page,
    per_page: 20,
  };
  const articles = useArticles(query);
  const topics = [
    ['', 'Every topic'] as const,
    ...(setup.data?.categories.map((c) => [String(c.id), c.name] as const) ?? []),
  ];
  return (
    <>
      <ListFilters
        state={state}
        noun="articles"
        placeholder="Search by title, address or summary"
        searchWidth={6}
      >
        <Col md={3}>
          <FilterSelect state={state} name="state" label="State" options={stateFilter} />
        </Col>
        <Col md={3}>
          <FilterSelect state={state} name="topic" label="Topic" options={topics} />
        </Col>
      </ListFilters>
      <DataTable
        label="Articles"
        noun={['article', 'articles']}
        columns={columns}
        state={state}
        data={articles.data}
        error={articles.error}
        rowName={(article) => article.title}
        empty="No articles found."
      />
    </>
  );
}
