// Rebuilds the search index through the admin API (server and worker must be running),
// waits for the job, then checks the shop API's search total.
//   node reindex.js [--url http://127.0.0.1:3900]
const { parseArgs } = require('node:util');
const { values } = parseArgs({ options: { url: { type: 'string', default: 'http://127.0.0.1:3900' } } });
const user = process.env.SUPERADMIN_USERNAME || 'superadmin';
const pass = process.env.SUPERADMIN_PASSWORD || 'superadmin-bench';

async function gql(api, query, variables, token) {
  const res = await fetch(`${values.url}/${api}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return { data: body.data, token: res.headers.get('vendure-auth-token') };
}

(async () => {
  const login = await gql(
    'admin-api',
    `mutation($u:String!,$p:String!){ login(username:$u,password:$p){ __typename ... on ErrorResult { message } } }`,
    { u: user, p: pass },
  );
  if (login.data.login.__typename !== 'CurrentUser')
    throw new Error(`login: ${JSON.stringify(login.data.login)}`);
  const token = login.token;
  const started = Date.now();
  const { data } = await gql('admin-api', `mutation { reindex { id state } }`, {}, token);
  const id = data.reindex.id;
  console.log(`reindex job ${id} ${data.reindex.state}`);
  for (;;) {
    await new Promise((r) => setTimeout(r, 1000));
    const { data: j } = await gql(
      'admin-api',
      `query($id:ID!){ job(jobId:$id){ state progress result error } }`,
      { id },
      token,
    );
    if (['COMPLETED', 'FAILED', 'CANCELLED'].includes(j.job.state)) {
      console.log(
        `job ${id} ${j.job.state} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        JSON.stringify(j.job.result ?? j.job.error),
      );
      if (j.job.state !== 'COMPLETED') process.exit(1);
      break;
    }
  }
  const { data: s } = await gql(
    'shop-api',
    `{ search(input:{ groupByProduct:true, take:1 }) { totalItems } }`,
  );
  console.log(`shop-api search totalItems = ${s.search.totalItems}`);
  process.exit(s.search.totalItems === 1000 ? 0 : 1);
})().catch((e) => {
  console.error(e.message);
  process.exit(1);
});
