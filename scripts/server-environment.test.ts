import { describe, expect, it } from 'vitest';
import { serverEnvironment } from './server-environment.mjs';

describe('the environment npm start gives the server', () => {
  it('runs the production build of React and fixes glibc’s mmap threshold (ADR 0099)', () => {
    const env = serverEnvironment({ PORT: '4000' });
    expect(env).toEqual({ PORT: '4000', NODE_ENV: 'production', MALLOC_MMAP_THRESHOLD_: '131072' });
  });

  it('keeps what the caller set', () => {
    const env = serverEnvironment({ NODE_ENV: 'development', MALLOC_MMAP_THRESHOLD_: '65536' });
    expect(env.NODE_ENV).toBe('development');
    expect(env.MALLOC_MMAP_THRESHOLD_).toBe('65536');
  });
});
