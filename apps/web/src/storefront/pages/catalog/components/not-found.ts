import { failedStatus } from '../../../../app/http';

/** True when the catalogue answered 404 (unknown slug): the page then sends the shopper to page-not-found. */
export const isNotFound = (error: unknown) => failedStatus(error) === 404;
