/**
 * The dashboard's behaviour (served as /developers.js): plain DOM built with textContent, never
 * innerHTML, so nothing a developer typed is read as markup. Views by the hash: the app list
 * (''), a new app ('#new') and one app ('#app/<id>').
 */
export const developerDashboardScript = String.raw`(() => {
  const main = document.getElementById('main');
  const who = document.getElementById('who');
  const scopes = JSON.parse(document.body.dataset.scopes);
  const topics = JSON.parse(document.body.dataset.topics);
  let account = null;
  let shownSecret = null;

  function h(tag, attrs, ...children) {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === false || v == null) continue;
      if (k.startsWith('on')) el.addEventListener(k.slice(2), v);
      else if (k === 'text') el.textContent = v;
      else el.setAttribute(k, v === true ? '' : v);
    }
    for (const c of children.flat()) if (c != null) el.append(c);
    return el;
  }
  async function api(method, url, body) {
    const res = await fetch('/api/v1/developer' + url, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
      credentials: 'same-origin',
    });
    const answer = await res.json().catch(() => ({}));
    return { ok: res.ok, status: res.status, ...answer };
  }
  function show(...nodes) { main.replaceChildren(...nodes.filter((n) => n != null)); }
  function field(label, input, hint) {
    return [h('label', { for: input.id, text: label }), input, hint ? h('p', { class: 'hint', text: hint }) : null,
      h('p', { class: 'error', 'data-error': input.name })];
  }
  function showErrors(form, answer) {
    for (const el of form.querySelectorAll('[data-error]')) el.textContent = '';
    for (const [name, message] of Object.entries(answer.fields || {})) {
      const el = form.querySelector('[data-error="' + name.split('.')[0] + '"]');
      if (el) el.textContent = message;
    }
    form.querySelector('.form-error').textContent = answer.message || 'Something went wrong. Please try again.';
  }
  function submitting(form, work) {
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const button = form.querySelector('button[type=submit]');
      button.disabled = true;
      try { await work(); } catch { form.querySelector('.form-error').textContent = 'We could not reach the server. Please try again.'; }
      finally { button.disabled = false; }
    });
  }

  function authView() {
    who.replaceChildren();
    const up = h('form', { id: 'signup', class: 'card', novalidate: true },
      h('h2', { text: 'Create a developer account' }),
      field('Your name', h('input', { id: 'su-name', name: 'name', required: true, autocomplete: 'name' })),
      field('E-mail', h('input', { id: 'su-email', name: 'email', type: 'email', required: true, autocomplete: 'email' })),
      field('Password', h('input', { id: 'su-password', name: 'password', type: 'password', required: true, autocomplete: 'new-password' }), 'At least 8 characters.'),
      h('p', { class: 'error form-error', role: 'alert' }),
      h('button', { type: 'submit', text: 'Create my account' }));
    submitting(up, async () => {
      const answer = await api('POST', '/signup', { name: up.name.value, email: up['su-email'].value, password: up['su-password'].value });
      if (!answer.ok) return showErrors(up, answer);
      await load();
    });
    const inForm = h('form', { id: 'signin', class: 'card', novalidate: true },
      h('h2', { text: 'Sign in' }),
      field('E-mail', h('input', { id: 'si-email', name: 'email', type: 'email', required: true, autocomplete: 'email' })),
      field('Password', h('input', { id: 'si-password', name: 'password', type: 'password', required: true, autocomplete: 'current-password' })),
      h('p', { class: 'error form-error', role: 'alert' }),
      h('button', { type: 'submit', text: 'Sign in' }));
    submitting(inForm, async () => {
      const answer = await api('POST', '/login', { email: inForm['si-email'].value, password: inForm['si-password'].value });
      if (!answer.ok) return showErrors(inForm, answer);
      await load();
    });
    show(h('p', { text: 'Build apps that shops install from their admin: register your app, get its client id and secret, and try it in a development shop of your own.' }),
      h('div', { class: 'two' }, up, inForm));
  }

  function header() {
    const out = h('button', { class: 'quiet', type: 'button', text: 'Sign out', onclick: async () => { await api('POST', '/logout'); await load(); } });
    out.style.marginTop = '0';
    who.replaceChildren(h('span', { text: account.name + ' (' + account.email + ') ' }), out);
  }

  function unverifiedView() {
    show(h('div', { class: 'card', id: 'verify-first' },
      h('h2', { text: 'Check your inbox' }),
      h('p', { text: 'We have sent a link to ' + account.email + '. Open it to confirm your address; then you can register apps, and your development shop is made.' })));
  }

  function secretBox() {
    if (!shownSecret) return null;
    const box = h('div', { class: 'secret', id: 'secret' },
      h('h3', { text: shownSecret.title }),
      h('p', {}, 'Client id: ', h('code', { id: 'client-id', text: shownSecret.client_id })),
      h('p', {}, 'Client secret: ', h('code', { id: 'client-secret', text: shownSecret.client_secret })),
      h('p', { text: 'Copy the secret now: it is shown this once. Keep it on your server only.' }));
    shownSecret = null;
    return box;
  }

  async function listView() {
    const [apps, link] = [await api('GET', '/apps'), account.dev_shop];
    const shop = h('div', { class: 'card', id: 'dev-shop' }, h('h2', { text: 'Your development shop' }),
      link ? [h('p', {}, h('a', { href: link.url, text: link.name }), ' — ', h('code', { text: link.url })),
        h('p', { class: 'hint', text: 'You are its owner: sign in to its admin with this account’s e-mail and password, or open it from here. Your apps are listed in its Apps page, ready to install.' }),
        h('button', { type: 'button', text: 'Open its admin', onclick: async () => { const a = await api('POST', '/dev-shop/sign-in-link'); if (a.ok) location.href = a.data.url; } })]
        : h('p', { text: 'Made when you confirm your e-mail.' }));
    const rows = (apps.data || []).map((app) => h('tr', {},
      h('td', {}, h('a', { href: '#app/' + app.id, text: app.name })),
      h('td', {}, h('code', { text: app.client_id })),
      h('td', { text: app.scopes.join(', ') })));
    const list = h('div', { class: 'card', id: 'apps' }, h('h2', { text: 'Your apps' }),
      rows.length ? h('table', {}, h('thead', {}, h('tr', {}, h('th', { text: 'Name' }), h('th', { text: 'Client id' }), h('th', { text: 'Scopes' }))), h('tbody', {}, rows))
        : h('p', { text: 'No apps yet.' }),
      h('a', { class: 'button', href: '#new', text: 'Create an app' }));
    show(secretBox(), list, shop);
  }

  function appForm(app, onSave) {
    const checks = (name, values, chosen, words) => h('div', { class: 'checks' }, values.map((v) =>
      h('label', {}, h('input', { type: 'checkbox', name, value: v, checked: chosen.includes(v) }), words(v))));
    const form = h('form', { id: 'app-form', class: 'card', novalidate: true },
      h('h2', { text: app ? 'Edit ' + app.name : 'Create an app' }),
      field('App name', h('input', { id: 'app-name', name: 'name', required: true, value: app ? app.name : '' })),
      field('Icon URL', h('input', { id: 'app-icon', name: 'icon', value: app ? app.icon : '', placeholder: 'https://…/icon.png' }), 'An https picture shown in the shop’s app directory; empty shows the initials.'),
      field('Description', h('textarea', { id: 'app-description', name: 'description' }, app ? app.description : '')),
      field('App URL (install page)', h('input', { id: 'app-install-url', name: 'install_url', value: app && app.install_url ? app.install_url : '', placeholder: 'https://…/install' }), 'Where the Install button sends the merchant, with a signed request (docs/apps.md).'),
      field('Redirect URLs', h('textarea', { id: 'app-redirect-uris', name: 'redirect_uris' }, app ? app.redirect_uris.join('\n') : ''), 'One per line: where the consent screen may send the merchant back.'),
      field('Webhook URL', h('input', { id: 'app-webhook-url', name: 'webhook_url', value: app && app.webhook_url ? app.webhook_url : '' })),
      h('fieldset', {}, h('legend', { text: 'Scopes' }), checks('scopes', scopes.map((s) => s.scope), app ? app.scopes : [], (v) => v + ' — ' + scopes.find((s) => s.scope === v).words), h('p', { class: 'error', 'data-error': 'scopes' })),
      h('fieldset', {}, h('legend', { text: 'Webhook topics' }), checks('webhook_topics', topics, app ? app.webhook_topics : [], (v) => v), h('p', { class: 'error', 'data-error': 'webhook_topics' })),
      h('p', { class: 'error form-error', role: 'alert' }),
      h('button', { type: 'submit', text: app ? 'Save' : 'Create app' }), ' ',
      h('a', { href: app ? '#app/' + app.id : '#', text: 'Cancel' }));
    submitting(form, async () => {
      const value = (n) => form.elements[n].value.trim();
      const body = {
        name: value('name'), icon: value('icon'), description: value('description'),
        redirect_uris: value('redirect_uris').split(/\s+/).filter(Boolean),
        scopes: [...form.querySelectorAll('input[name=scopes]:checked')].map((c) => c.value),
        webhook_topics: [...form.querySelectorAll('input[name=webhook_topics]:checked')].map((c) => c.value),
      };
      if (value('install_url')) body.install_url = value('install_url');
      if (value('webhook_url')) body.webhook_url = value('webhook_url');
      const answer = await onSave(body);
      if (!answer.ok) showErrors(form, answer);
    });
    return form;
  }

  function newView() {
    show(appForm(null, async (body) => {
      const answer = await api('POST', '/apps', body);
      if (answer.ok) {
        shownSecret = { title: answer.data.name + ' is registered', ...answer.data };
        location.hash = '#app/' + answer.data.id;
      }
      return answer;
    }));
  }

  async function appView(id) {
    const answer = await api('GET', '/apps/' + id);
    if (!answer.ok) return show(h('div', { class: 'card' }, h('p', { text: answer.message }), h('a', { href: '#', text: 'Back to your apps' })));
    const app = answer.data;
    const deliveries = await api('GET', '/apps/' + id + '/deliveries');
    const facts = h('div', { class: 'card', id: 'app-facts' }, h('h2', { text: app.name }),
      h('p', {}, 'Client id: ', h('code', { id: 'client-id', text: app.client_id })),
      app.previous_secret_expires_at ? h('p', { class: 'hint', id: 'previous-secret', text: 'The secret before the last rotation still works until ' + new Date(app.previous_secret_expires_at).toLocaleString() + '.' }) : null,
      h('button', { type: 'button', class: 'danger', id: 'rotate', text: 'Rotate the client secret', onclick: async () => {
        if (!confirm('Make a new client secret? The current one keeps working for 24 hours, so you can deploy the new one.')) return;
        const rotated = await api('POST', '/apps/' + id + '/rotate-secret');
        if (rotated.ok) { shownSecret = { title: 'The new client secret', ...rotated.data }; await route(); }
      } }), ' ', h('a', { href: '#', text: 'Back to your apps' }));
    const rows = (deliveries.data || []).map((d) => h('tr', {},
      h('td', { text: new Date(d.created_at).toLocaleString() }), h('td', { text: d.shop }), h('td', { text: d.topic }),
      h('td', { class: 'status-' + d.status, text: d.status }), h('td', { text: String(d.attempts) }),
      h('td', { text: (d.response_code ? d.response_code + ' ' : '') + (d.last_error || '') })));
    const log = h('div', { class: 'card', id: 'deliveries' }, h('h2', { text: 'Recent webhook deliveries' }),
      rows.length ? h('table', {}, h('thead', {}, h('tr', {}, ['When', 'Shop', 'Topic', 'Status', 'Attempts', 'Answer or error'].map((t) => h('th', { text: t })))), h('tbody', {}, rows))
        : h('p', { text: 'No webhooks sent yet.' }));
    const edit = appForm(app, async (body) => {
      const saved = await api('PUT', '/apps/' + id, body);
      if (saved.ok) await route();
      return saved;
    });
    show(secretBox(), facts, log, edit);
  }

  async function route() {
    if (!account) return authView();
    header();
    if (!account.verified) return unverifiedView();
    const hash = location.hash;
    if (hash === '#new') return newView();
    const one = /^#app\/(\d+)$/.exec(hash);
    if (one) return appView(one[1]);
    return listView();
  }

  async function load() {
    const answer = await api('GET', '/account');
    account = answer.ok ? answer.data : null;
    await route();
  }
  window.addEventListener('hashchange', route);
  load();
})();
`;
