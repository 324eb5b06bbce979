import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { FakeXhr } from './fake-xhr';

// Pages are lazy chunks: on a busy two-core CI machine the first import of one
// can take longer than Testing Library’s one-second default wait (once over 5 s with CI loaded).
configure({ asyncUtilTimeout: 15_000 });

// No test reaches a network: a request no test answers fails as offline at once, instead of
// happy-dom opening a socket to its default http://localhost:3000 (refused, logged, and under
// load enough to bring a test worker down). Files that answer requests call installFakeXhr().
const browserXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  FakeXhr.reset('network-error');
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  globalThis.XMLHttpRequest = browserXhr;
});
