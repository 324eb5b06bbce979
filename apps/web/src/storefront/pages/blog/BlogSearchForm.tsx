import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../app/translation';

/**
 * Searches the Learning Center. A plain GET form, so it works before the page is live
 * (and with JavaScript off); once live it moves within the app.
 */
export function BlogSearchForm({ keyword }: { keyword: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('keyword') ?? '').trim();
    if (typed) navigate(`/blog/search?${new URLSearchParams({ keyword: typed })}`);
  };
  return (
    <search className="d-block mb-4">
      <form action="/blog/search" method="get" onSubmit={submit}>
        <label htmlFor={id} className="form-label fw-semibold">
          {t('blog.search_label')}
        </label>
        <div className="input-group">
          <input
            id={id}
            type="search"
            name="keyword"
            className="form-control"
            defaultValue={keyword}
            key={keyword}
            maxLength={200}
            required
          />
          <button type="submit" className="btn btn-primary">
            {t('blog.search_button')}
          </button>
        </div>
      </form>
    </search>
  );
}
