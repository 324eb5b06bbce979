import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { createSearchParams, useNavigate } from 'react-router';
import { useTranslation } from '../../app/translation';

/** Sends the keyword to the advanced search page (SPEC §2). */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    if (!trimmed) return;
    navigate({ pathname: '/extend/advanced-search', search: `?${createSearchParams({ keyword: trimmed })}` });
  };

  return (
    <Form role="search" onSubmit={submit} className="header-search my-2 my-lg-0">
      <InputGroup>
        <Form.Control
          type="search"
          name="keyword"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
        {/* A magnifier with the word for screen readers: the header keeps room for longer words
            in other languages ('Rechercher', 'Créer un compte'). */}
        <Button type="submit" variant="primary" className="d-flex align-items-center">
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.5" />
            <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{t('search.submit')}</span>
        </Button>
      </InputGroup>
    </Form>
  );
}
