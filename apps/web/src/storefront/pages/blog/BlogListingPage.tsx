import { Navigate } from 'react-router';

/**
 * blog/category/{slug} and blog/author/{slug}. The shop has no blog
 * categories or authors yet (the Learning Center is not built: see
 * docs/architecture.md, "Not yet built"), so every slug is unknown and goes
 * to page-not-found rather than showing an empty page under a made-up name.
 */
export default function BlogListingPage() {
  return <Navigate to="/page-not-found" replace />;
}
