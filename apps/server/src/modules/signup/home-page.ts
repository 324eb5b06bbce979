import { signupCurrencies } from '@emporia/contracts/platform-signup';
import { escapeHtml } from '../../kernel/pages/head-tags';

export interface HomePageOptions {
  countries: { code: string; name: string }[];
  /** The platform's reCAPTCHA site key, when sign-up is bot-checked. */
  recaptchaSiteKey?: string;
}

const style = `
body{font-family:system-ui,sans-serif;margin:0;color:#1f2933;background:#f5f7fa}
header{background:#243b53;color:#fff;padding:3rem 1.5rem;text-align:center}
header h1{margin:0 0 .5rem;font-size:2.2rem}header p{margin:0;font-size:1.15rem;color:#d9e2ec}
main{max-width:64rem;margin:0 auto;padding:2rem 1.5rem;display:grid;gap:2rem;grid-template-columns:1fr 1fr}
@media(max-width:48rem){main{grid-template-columns:1fr}}
ul.points{line-height:1.8;padding-left:1.2rem}
form{background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.1)}
label{display:block;font-weight:600;margin:.9rem 0 .3rem}
input,select{width:100%;box-sizing:border-box;padding:.55rem;border:1px solid #bcccdc;border-radius:4px;font:inherit}
.checkbox{display:flex;gap:.5rem;align-items:center;font-weight:400}.checkbox input{width:auto}
.sub{display:flex;align-items:center;gap:.3rem}.sub span{color:#52677d;white-space:nowrap}
.hint{font-size:.9rem;margin:.3rem 0 0;min-height:1.2em}.ok{color:#207227}.bad{color:#b42318}
button{margin-top:1.2rem;width:100%;padding:.75rem;border:0;border-radius:4px;background:#1c64c8;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button[disabled]{opacity:.6}
#done{background:#e3f9e5;border-radius:8px;padding:1.5rem}`;

/** The platform home (ADR 0074): what the platform is, and the sign-up form. Scripts load from /signup.js (CSP). */
export function platformHomePage(platformDomain: string, options: HomePageOptions): string {
  const countryOptions = options.countries
    .map(
      (c) =>
        `<option value="${escapeHtml(c.code)}"${c.code === 'US' ? ' selected' : ''}>${escapeHtml(c.name)}</option>`,
    )
    .join('');
  const currencyOptions = signupCurrencies.map((c) => `<option value="${c}">${c}</option>`).join('');
  const recaptcha = options.recaptchaSiteKey
    ? `<script src="https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(options.recaptchaSiteKey)}"></script>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Emporia — open your online shop</title><style>${style}</style>${recaptcha}
<script src="/signup.js" defer></script></head>
<body data-platform-domain="${escapeHtml(platformDomain)}" data-site-key="${escapeHtml(options.recaptchaSiteKey ?? '')}">
<header><h1>Open your online shop in minutes</h1><p>Emporia hosts your shop: catalogue, checkout, payments, shipping and your own domain.</p></header>
<main>
<section><h2>Everything a shop needs</h2><ul class="points">
<li>Your shop at <b>your-name.${escapeHtml(platformDomain)}</b>, or on your own domain</li>
<li>A ready theme, sample pages and, if you like, sample products</li>
<li>Card payments, shipping rates, taxes and discounts</li>
<li>A free 14-day trial — no card needed to start</li></ul>
<p>After you confirm your e-mail address you land in your shop's admin with a short checklist to launch.</p>
<p><a href="/developers" id="developers-link">Build apps for Emporia shops: the developer dashboard</a></p></section>
<section>
<form id="signup" novalidate>
<h2>Create your shop</h2>
<label for="shop_name">Shop name</label><input id="shop_name" name="shop_name" required maxlength="120" autocomplete="organization">
<p class="hint bad" data-error="shop_name"></p>
<label for="subdomain">Subdomain</label>
<div class="sub"><input id="subdomain" name="subdomain" required maxlength="40" autocomplete="off" spellcheck="false"><span>.${escapeHtml(platformDomain)}</span></div>
<p class="hint" id="subdomain-status" data-error="subdomain" aria-live="polite"></p>
<label for="email">Your e-mail</label><input id="email" name="email" type="email" required autocomplete="email">
<p class="hint bad" data-error="email"></p>
<label for="password">Password</label><input id="password" name="password" type="password" required minlength="8" autocomplete="new-password">
<p class="hint bad" data-error="password"></p>
<label for="country_code">Country</label><select id="country_code" name="country_code">${countryOptions}</select>
<label for="currency_code">Currency</label><select id="currency_code" name="currency_code">${currencyOptions}</select>
<label class="checkbox"><input type="checkbox" id="sample_products" name="sample_products"> Add sample products to try the shop</label>
<p class="hint bad" id="form-error" role="alert"></p>
<button type="submit">Create my shop</button>
</form>
<div id="done" hidden><h2>Check your inbox</h2><p id="done-message"></p></div>
</section></main></body></html>`;
}

/** The form's behaviour: live subdomain check, field errors from the API, the "check your inbox" step. */
export const signupScript = `(() => {
  const form = document.getElementById('signup');
  const sub = document.getElementById('subdomain');
  const status = document.getElementById('subdomain-status');
  const siteKey = document.body.dataset.siteKey;
  let timer;
  const show = (el, text, ok) => { el.textContent = text; el.className = 'hint ' + (ok ? 'ok' : 'bad'); };
  const check = async () => {
    const value = sub.value.trim().toLowerCase();
    if (!value) { status.textContent = ''; return; }
    const res = await fetch('/api/v1/signup/subdomain?subdomain=' + encodeURIComponent(value));
    if (!res.ok) return;
    const { data } = await res.json();
    if (sub.value.trim().toLowerCase() === value) show(status, data.message, data.available);
  };
  // The subdomain follows the shop name until the merchant types one of their own.
  let chosen = false;
  const later = () => { clearTimeout(timer); timer = setTimeout(check, 250); };
  sub.addEventListener('input', () => { chosen = sub.value !== ''; later(); });
  document.getElementById('shop_name').addEventListener('input', (e) => {
    if (chosen) return;
    sub.value = e.target.value.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40);
    later();
  });
  const token = () => !siteKey || !window.grecaptcha ? Promise.resolve(null)
    : new Promise((resolve) => window.grecaptcha.ready(() => window.grecaptcha.execute(siteKey, { action: 'submit' }).then(resolve, () => resolve(null))));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    for (const el of form.querySelectorAll('[data-error]')) if (el !== status) el.textContent = '';
    document.getElementById('form-error').textContent = '';
    const button = form.querySelector('button');
    button.disabled = true;
    const values = Object.fromEntries(new FormData(form));
    const body = { ...values, sample_products: form.sample_products.checked, grecaptcha_token: await token() };
    try {
      const res = await fetch('/api/v1/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const answer = await res.json().catch(() => ({}));
      if (res.ok) {
        form.hidden = true;
        document.getElementById('done-message').textContent = answer.data.message;
        document.getElementById('done').hidden = false;
        return;
      }
      for (const [field, message] of Object.entries(answer.fields || {})) {
        const el = form.querySelector('[data-error="' + field + '"]');
        if (el) show(el, message, false);
      }
      document.getElementById('form-error').textContent = answer.message || 'Something went wrong. Please try again.';
    } catch {
      document.getElementById('form-error').textContent = 'We could not reach the server. Please try again.';
    } finally {
      button.disabled = false;
    }
  });
})();
`;

/** A verification link that made no shop: the reason, and the way back. */
export function signupErrorPage(message: string, next?: { href: string; text: string }): string {
  const onward = next ? `<p><a href="${escapeHtml(next.href)}">${escapeHtml(next.text)}</a></p>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Sign-up link</title><style>${style} main{display:block;max-width:36rem}</style></head>
<body><main><h1>We could not open your shop</h1><p id="reason">${escapeHtml(message)}</p>${onward}<p><a href="/">Back to sign-up</a></p></main></body></html>`;
}
