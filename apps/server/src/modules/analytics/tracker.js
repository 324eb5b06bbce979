// The shop tracker (SPEC §7), served at /tracker.js by every shop from its own host. No cookies and
// nothing stored: the storefront app hands it each page view; it sends beacons and watches downloads.
(() => {
  var endpoint = '/api/v1/analytics/event';
  var extensions = /\.(pdf|mp4|mp3|csv|xls|xlsx|doc|docx|ppt|pptx|jpg|jpeg|png|gif|bmp|webp|svg)$/i;
  // The last tracked page's shop and customer; null on admin and skip-flagged pages (nothing is sent).
  var current = null;

  // Each beacon carries a one-time number in its address (not among the SPEC fields): the server
  // refuses a second beacon with the same one, so a captured beacon cannot be replayed.
  function once() {
    var bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, (b) => (b < 16 ? '0' : '') + b.toString(16)).join('');
  }

  function send(body) {
    var json = JSON.stringify(body);
    var address = `${endpoint}?n=${once()}`;
    var adminToken = null;
    try {
      adminToken = window.localStorage.getItem('emporia.admin_token');
    } catch (_) {}
    // A signed-in admin's views are sent with the admin token, so the shop leaves them out.
    if (!adminToken && navigator.sendBeacon && navigator.sendBeacon(address, json)) return;
    var headers = { 'content-type': 'text/plain' };
    if (adminToken) headers.authorization = `Bearer ${adminToken}`;
    fetch(address, {
      method: 'POST',
      body: json,
      headers: headers,
      keepalive: true,
      credentials: 'omit',
    }).catch(() => {});
  }

  function pageView(view) {
    current = view ? { username: view.username, customer_id: view.customer_id } : null;
    if (!view) return;
    var beacon = {
      kind: 'pageview',
      username: view.username,
      customer_id: view.customer_id,
      title: view.title,
      url: view.url,
      referrer: view.referrer || '',
      route: view.route || 'other',
    };
    if (view.product) beacon.product = view.product;
    if (view.cart) beacon.cart = view.cart;
    if (view.order) beacon.order = view.order;
    send(beacon);
  }

  // Capture phase: ahead of the app's in-app link handling, which leaves a handled click alone.
  window.addEventListener(
    'click',
    (event) => {
      if (!current || event.defaultPrevented || event.button !== 0) return;
      var link = event.target?.closest ? event.target.closest('a[href]') : null;
      if (!link) return;
      var url;
      try {
        url = new URL(link.getAttribute('href'), document.baseURI);
      } catch (_) {
        return;
      }
      if (!/^https?:$/.test(url.protocol) || !extensions.test(url.pathname)) return;
      event.preventDefault();
      send({ kind: 'download', username: current.username, customer_id: current.customer_id, url: url.href });
      window.open(url.href, '_blank', 'noopener');
    },
    true,
  );

  window.emporiaTracker = { version: 1, pageView: pageView };
})();
