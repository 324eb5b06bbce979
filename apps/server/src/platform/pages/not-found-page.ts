/** What an unknown host sees: no shop name, no platform details, no links. */
export const shopNotFoundPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Shop not found</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;color:#333}</style>
</head><body><main><h1>Shop not found</h1><p>There is no shop at this address.</p></main></body></html>`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What the staff of a suspended shop see at its admin: the operator's reason, nothing else. */
export const shopSuspendedPage = (message: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Shop suspended</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;color:#333}main{max-width:36rem}</style>
</head><body><main><h1>Shop suspended</h1><p>${escapeHtml(message)}</p></main></body></html>`;
