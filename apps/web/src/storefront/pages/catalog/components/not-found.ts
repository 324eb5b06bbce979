import axios from 'axios';

/** True when the catalogue answered 404 (unknown slug): the page then sends the shopper to page-not-found. */
export const isNotFound = (error: unknown) => axios.isAxiosError(error) && error.response?.status === 404;
