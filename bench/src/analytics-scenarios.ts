import type { Scenario } from './scenarios';

// The shop tracker's beacon endpoint under load: page views of many visitors (a user agent each,
// so the per-visitor flood cap of 60 a minute is never what answers) over 500 pages, as
// navigator.sendBeacon posts them (text/plain JSON). Count the stored events after a run.

const visitors = 20_000;
const pages = 500;
let sent = 0;

export const analyticsScenarios: Record<string, Scenario> = {
  beacon: {
    description:
      'POST /api/v1/analytics/event — page-view beacons of 20,000 rotating visitors over 500 pages (each one stored; count analytics_events after)',
    request: (baseUrl) => ({
      url: `${baseUrl}/api/v1/analytics/event`,
      requests: [
        {
          method: 'POST',
          path: '/api/v1/analytics/event',
          setupRequest: (request) => {
            sent += 1;
            const visitor = sent % visitors;
            const page = sent % pages;
            return {
              ...request,
              headers: {
                ...request.headers,
                'content-type': 'text/plain;charset=UTF-8',
                'user-agent': `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.${visitor}.0 Safari/537.36`,
              },
              body: JSON.stringify({
                kind: 'pageview',
                username: 'demo',
                title: `Page ${page}`,
                url: `http://demo.localhost/page-${page}`,
                referrer: page % 3 === 0 ? 'https://news.example.org/' : '',
                route: 'other',
              }),
            };
          },
        },
      ],
    }),
  },
};
