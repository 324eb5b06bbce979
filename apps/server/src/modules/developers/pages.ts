import { appScopes, scopeInWords } from '@emporia/contracts/app-scopes';
import { webhookTopics } from '@emporia/contracts/apps';
import { escapeHtml } from '../../kernel/pages/head-tags';

const style = `
body{font-family:system-ui,sans-serif;margin:0;color:#1f2933;background:#f5f7fa}
header{background:#243b53;color:#fff;padding:1.2rem 1.5rem;display:flex;justify-content:space-between;align-items:center;gap:1rem;flex-wrap:wrap}
header h1{margin:0;font-size:1.5rem}header a{color:#d9e2ec}
main{max-width:64rem;margin:0 auto;padding:1.5rem}
.card{background:#fff;border-radius:8px;padding:1.25rem 1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.1);margin-bottom:1.5rem}
.two{display:grid;gap:1.5rem;grid-template-columns:1fr 1fr}@media(max-width:48rem){.two{grid-template-columns:1fr}}
label{display:block;font-weight:600;margin:.8rem 0 .3rem}
input,textarea{width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #bcccdc;border-radius:4px;font:inherit}
textarea{min-height:4.5rem}
fieldset{border:1px solid #d9e2ec;border-radius:4px;margin:.8rem 0;padding:.5rem .8rem}
legend{font-weight:600}
.checks{display:grid;grid-template-columns:repeat(auto-fill,minmax(15rem,1fr));gap:.2rem .8rem}
.checks label{font-weight:400;margin:0;display:flex;gap:.4rem;align-items:center}.checks input{width:auto}
button,.button{display:inline-block;margin-top:1rem;padding:.6rem 1.1rem;border:0;border-radius:4px;background:#1c64c8;color:#fff;font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
button.quiet{background:#e4e7eb;color:#1f2933}button.danger{background:#b42318}
button[disabled]{opacity:.6}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:.45rem .4rem;border-bottom:1px solid #e4e7eb;vertical-align:top}
code{background:#f0f4f8;padding:.1rem .3rem;border-radius:3px;word-break:break-all}
.secret{background:#fff8e1;border:1px solid #f0b429;border-radius:8px;padding:1rem 1.25rem;margin-bottom:1.5rem}
.error{color:#b42318}.hint{color:#52677d;font-size:.9rem}.ok{color:#207227}
.status-failed{color:#b42318;font-weight:600}.status-delivered{color:#207227}`;

/**
 * The developer dashboard on the platform home (ADR 0122): one page whose script signs the
 * developer up or in, then lists, creates and edits their apps through /api/v1/developer. Like
 * the home (ADR 0074) it is plain HTML with its script from /developers.js (CSP: no inline script).
 */
export function developerDashboardPage(): string {
  const scopes = appScopes.map((scope) => ({ scope, words: scopeInWords(scope) }));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Emporia for developers</title><style>${style}</style>
<script src="/developers.js" defer></script></head>
<body data-scopes="${escapeHtml(JSON.stringify(scopes))}" data-topics="${escapeHtml(JSON.stringify(webhookTopics))}">
<header><h1><a href="/developers" style="color:#fff;text-decoration:none">Emporia for developers</a></h1><div id="who"></div></header>
<main id="main"><p>Loading…</p></main>
<noscript><p>The developer dashboard needs JavaScript.</p></noscript></body></html>`;
}

/** A verification link that confirmed nothing: the reason and the way back. */
export function developerLinkErrorPage(message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Developer link</title><style>${style}</style></head>
<body><main><div class="card"><h1>We could not confirm your e-mail</h1><p id="reason">${escapeHtml(message)}</p>
<p><a href="/developers">Go to the developer dashboard</a></p></div></main></body></html>`;
}
