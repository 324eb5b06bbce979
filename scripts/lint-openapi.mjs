// `npm run lint:openapi` (part of `npm run check`, ADR 0116): writes the API document from the
// app built in-process and lints it with Redocly (redocly.yaml). Redocly fails only on errors;
// this fails on warnings too, so the document stays at 0 errors and 0 warnings.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const file = 'node_modules/.cache/emporia/openapi.json';
const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', ...options });
  if (result.error) throw result.error;
  return result;
};

const written = run(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/openapi-document.ts', file], {
  stdio: 'inherit',
});
if (written.status !== 0) process.exit(written.status ?? 1);

const lint = run(
  path.join(root, 'node_modules/.bin/redocly'),
  ['lint', file, '--format', 'json', '--config', 'redocly.yaml'],
  { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
);
let report;
try {
  report = JSON.parse(lint.stdout);
} catch {
  process.stderr.write(lint.stdout + lint.stderr);
  process.exit(1);
}
for (const problem of report.problems) {
  const where = problem.location?.[0]?.pointer ?? '';
  console.log(`${problem.severity} ${problem.ruleId}: ${problem.message} ${where}`);
}
const { errors, warnings } = report.totals;
console.log(`OpenAPI document (${file}): ${errors} errors, ${warnings} warnings.`);
process.exit(errors + warnings === 0 ? 0 : 1);
