import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  // Without this, tests got react-router's CommonJS build for 'react-router' while that build's
  // require('react-router') inside 'react-router/dom' loads the ESM build: two router contexts
  // ("useRouteError must be used within a data router"). Resolving both to ESM keeps one copy.
  resolve: { conditions: [...defaultClientConditions, 'module-sync'] },
  test: {
    name: 'web',
    environment: 'happy-dom',
    environmentOptions: {
      // Third-party and tracker scripts must never leave the test process.
      happyDOM: {
        settings: {
          disableJavaScriptFileLoading: true,
          handleDisabledFileLoadingAsSuccess: true,
          disableCSSFileLoading: true,
          // Nor do links that open a new tab or frame (they would ask http://localhost:3000).
          navigation: {
            disableMainFrameNavigation: true,
            disableChildPageNavigation: true,
            disableChildFrameNavigation: true,
          },
        },
      },
    },
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Route tests open lazily loaded admin pages, whose first import transforms dozens of modules:
    // about 1 s on a quiet machine, over 5 s while CI runs the server suites beside it.
    testTimeout: 20_000,
  },
});
