import { createSearchParams, Navigate, useParams } from 'react-router';

/** Old search links (/search-result/{keyword}) open the advanced search with that keyword. */
export default function SearchResultRedirect() {
  const { keyword = '' } = useParams();
  return (
    <Navigate
      to={{ pathname: '/extend/advanced-search', search: `?${createSearchParams({ keyword })}` }}
      replace
    />
  );
}
