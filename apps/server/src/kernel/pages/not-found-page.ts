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

/**
 * What shoppers see of a shop that is closed for now (its subscription paused, or suspended by the
 * operator): friendly, and nothing about why.
 */
export const shopClosedPage = (shopName: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(shopName)} is closed for now</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;color:#333;text-align:center}</style>
</head><body><main><h1>${escapeHtml(shopName)}</h1><p>This shop is closed for now. Please come back soon.</p></main></body></html>`;
