import Modal from 'react-bootstrap/Modal';
import '../../../ui/blog.css';

/**
 * The article as shoppers will read it, from the form's unsaved text. The editor's HTML is
 * shown as typed here; the server sanitises it when saving, so nothing unsafe is stored.
 */
export function ArticlePreview({
  show,
  onHide,
  title,
  summary,
  body,
  cover,
  author,
}: {
  show: boolean;
  onHide: () => void;
  title: string;
  summary: string;
  body: string;
  cover: string;
  author?: string;
}) {
  return (
    <Modal show={show} onHide={onHide} size="lg" scrollable aria-labelledby="article-preview-title">
      <Modal.Header closeButton>
        <Modal.Title as="p" className="h6 mb-0">
          Preview
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <article>
          <h1 id="article-preview-title" className="h2">
            {title || 'Untitled'}
          </h1>
          <p className="text-body-secondary small">{author ? `By ${author}` : 'By the shop'}</p>
          {summary && <p className="lead">{summary}</p>}
          {cover && (
            <img src={cover} alt="" className="article-cover rounded mb-3" width={640} height={360} />
          )}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the admin's own unsaved text, shown to them only; saved text is sanitised */}
          <div className="article-body" dangerouslySetInnerHTML={{ __html: body }} />
        </article>
      </Modal.Body>
    </Modal>
  );
}
