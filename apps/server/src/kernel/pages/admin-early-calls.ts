import { createHash } from 'node:crypto';
import { adminEarlyCalls } from '@emporia/contracts/admin-early-calls';
import { adminTokenStorageKey } from '@emporia/contracts/admin-token';
import { escapeHtml } from './head-tags';

/**
 * Runs as the admin page's HTML is parsed, ~0.6 s before the app's code has arrived and run
 * (ADR 0133): with the admin's stored token it starts the page's first calls (the list in its
 * `data-calls`), whose answers the app's admin client takes (apps/web/src/app/early-answers.ts).
 * A failure here only means the app asks for itself, so nothing is thrown and every rejection
 * is caught.
 */
const earlyScript = `(() => {
  try {
    const token = localStorage.getItem(${JSON.stringify(adminTokenStorageKey)});
    const calls = JSON.parse(document.currentScript.dataset.calls);
    if (!token || !window.fetch) return;
    const headers = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json, text/plain, */*', Authorization: 'Bearer ' + token };
    const answers = {};
    window.__emporiaEarlyCalls = { token, answers };
    for (const url of calls) {
      const answer = fetch(url, { headers, priority: 'high' }).then((response) =>
        response.text().then((body) => {
          const named = {};
          response.headers.forEach((value, name) => { named[name] = value; });
          return { status: response.status, headers: named, body };
        }));
      answer.catch(() => {});
      answers[url] = answer;
    }
  } catch {}
})();`;

/** The script's hash, which the admin pages' Content-Security-Policy allows (no inline script else). */
export const adminEarlyScriptSource = `'sha256-${createHash('sha256').update(earlyScript).digest('base64')}'`;

/** The admin page's HTML with its early calls for the address under the admin path (`product/64`). */
export function withAdminEarlyCalls(html: string, underAdmin: string): string {
  const calls = escapeHtml(JSON.stringify(adminEarlyCalls(underAdmin)));
  const tag = `<script data-calls="${calls}">${earlyScript}</script>`;
  return html.replace('<!--emporia-head-->', () => `${tag}<!--emporia-head-->`);
}
