import type { NewsArticle } from '@emporia/contracts/catalog';
import type { HomeSectionOf } from '@emporia/contracts/home-sections';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { useTranslation } from '../../../../app/translation';
import { StoredPicture } from '../../../../ui/StoredPicture';
import { useTranslatedText } from '../../../../ui/translated';
import { SectionFrame } from './SectionFrame';

/** The newest published articles as cards; nothing while the shop has none. */
export function LatestArticles({
  section,
  articles,
}: {
  section: HomeSectionOf<'latest_articles'>;
  articles: NewsArticle[] | undefined;
}) {
  const { t, i18n } = useTranslation();
  const textIn = useTranslatedText();
  if (!articles?.length) return null;
  return (
    <SectionFrame
      id={section.key}
      heading={textIn(section.heading_translations, section.heading) || t('home.latest_news')}
      className="home-latest-news"
      aside={
        <Link to="/blog/posts" className="small">
          {t('blog.all_posts')}
        </Link>
      }
    >
      <Row xs={1} sm={2} lg={4} className="g-3">
        {articles.slice(0, section.count).map((article) => (
          <Col key={article.id}>
            <Card className="h-100">
              <StoredPicture
                src={article.image}
                alt=""
                monogram={article.title}
                candidates={['small', 'large']}
                sizes="(min-width: 1400px) 330px, (min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw"
                width={300}
                height={300}
                className="card-img-top"
                loading="lazy"
              />
              <Card.Body>
                <Card.Title as="h3" className="h6">
                  <Link
                    to={`/article/${article.slug}`}
                    className="stretched-link text-reset text-decoration-none"
                  >
                    {article.title}
                  </Link>
                </Card.Title>
                <Card.Text className="small text-body-secondary">{article.summary}</Card.Text>
              </Card.Body>
              <Card.Footer className="small text-body-secondary bg-transparent border-0">
                {new Date(article.published_at).toLocaleDateString(i18n.language)}
              </Card.Footer>
            </Card>
          </Col>
        ))}
      </Row>
    </SectionFrame>
  );
}
