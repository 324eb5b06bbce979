import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now, for a server a script or test starts. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address();
        probe.close(() => resolve(port));
      });
  });
}
