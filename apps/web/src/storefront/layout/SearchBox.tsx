import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from 'react-i18next';
import { createSearchParams, useNavigate } from 'react-router';

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
        <Button type="submit" variant="primary">
          {t('search.submit')}
        </Button>
      </InputGroup>
    </Form>
  );
}
