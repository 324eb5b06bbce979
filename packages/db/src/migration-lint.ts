import { loadModule, parse } from 'libpg-query';

/**
 * Finds the statements of a migration that would hold a lock on a table shops already fill for as
 * long as PostgreSQL reads or rewrites all of it (issue 37: with 10,000 shops every tenant table
 * is large, and migrations run at start-up inside one transaction, where CREATE INDEX
 * CONCURRENTLY is not possible). A table the same migration creates is empty and exempt. A
 * statement a person has weighed carries a `-- lock-reviewed: <why>` comment just before it.
 * PostgreSQL's own parser (libpg-query) reads the SQL, so no spelling or comment fools the check.
 */
export interface LockFinding {
  statement: string;
  problem: string;
}

type Node = Record<string, unknown>;

/** Functions whose value differs row by row: a column default calling one rewrites the table. */
const volatileDefaults = new Set([
  'gen_random_uuid',
  'uuid_generate_v4',
  'uuid_generate_v1',
  'random',
  'clock_timestamp',
  'nextval',
  'timeofday',
]);
const serialTypes = new Set(['serial', 'serial4', 'serial8', 'bigserial', 'smallserial', 'serial2']);

const relname = (relation: unknown) => (relation as { relname?: string } | undefined)?.relname ?? '';

/** Every function named anywhere inside a node (a default may wrap one in a cast). */
function functionsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) functionsIn(item, found);
  else if (node && typeof node === 'object') {
    const call = (node as Node).FuncCall as { funcname?: { String?: { sval: string } }[] } | undefined;
    if (call) found.push(...(call.funcname ?? []).map((part) => part.String?.sval ?? ''));
    for (const value of Object.values(node)) functionsIn(value, found);
  }
  return found;
}

function columnProblems(column: Node): string[] {
  const problems: string[] = [];
  const typeNames = ((column.typeName as Node | undefined)?.names as { String?: { sval: string } }[]) ?? [];
  if (typeNames.some((part) => serialTypes.has(part.String?.sval ?? ''))) {
    problems.push('adds a serial column, which rewrites every row under an exclusive lock');
  }
  const constraints = ((column.constraints as { Constraint: Node }[]) ?? []).map((c) => c.Constraint);
  const defaults = constraints.filter((c) => c.contype === 'CONSTR_DEFAULT');
  if (defaults.some((c) => functionsIn(c.raw_expr).some((name) => volatileDefaults.has(name)))) {
    problems.push(
      'adds a column whose default differs per row, which rewrites the table under an exclusive lock',
    );
  }
  if (constraints.some((c) => c.contype === 'CONSTR_GENERATED')) {
    problems.push('adds a stored generated column, which rewrites the table under an exclusive lock');
  }
  if (constraints.some((c) => c.contype === 'CONSTR_NOTNULL') && defaults.length === 0) {
    problems.push('adds a NOT NULL column without a default, which fails on a table that has rows');
  }
  return problems;
}

function alterProblems(command: Node): string[] {
  switch (command.subtype) {
    case 'AT_AddColumn':
      return columnProblems((command.def as { ColumnDef: Node }).ColumnDef);
    case 'AT_AlterColumnType':
      return ['changes a column’s type, which rewrites the table under an exclusive lock'];
    case 'AT_SetNotNull':
      return [
        'sets NOT NULL, which reads the whole table under an exclusive lock (add a CHECK … NOT VALID, validate it, then set NOT NULL)',
      ];
    case 'AT_AddConstraint': {
      const constraint = (command.def as { Constraint: Node }).Constraint;
      if (
        (constraint.contype === 'CONSTR_FOREIGN' || constraint.contype === 'CONSTR_CHECK') &&
        !constraint.skip_validation
      ) {
        return [
          'adds a constraint that checks every row while it blocks writes (add it NOT VALID, then VALIDATE CONSTRAINT in a later migration)',
        ];
      }
      if (
        (constraint.contype === 'CONSTR_UNIQUE' || constraint.contype === 'CONSTR_PRIMARY') &&
        !constraint.indexname
      ) {
        return ['adds a unique key, which builds its index while it blocks writes'];
      }
      return [];
    }
    default:
      return [];
  }
}

function statementProblems(kind: string, body: Node, created: Set<string>): string[] {
  switch (kind) {
    case 'IndexStmt':
      return created.has(relname(body.relation)) || body.concurrent
        ? []
        : ['builds an index on a filled table, which blocks writes to it until the index is built'];
    case 'AlterTableStmt':
      if (created.has(relname(body.relation))) return [];
      return ((body.cmds as { AlterTableCmd: Node }[]) ?? []).flatMap((cmd) =>
        alterProblems(cmd.AlterTableCmd),
      );
    case 'VacuumStmt':
      return ((body.options as { DefElem: Node }[]) ?? []).some((option) => option.DefElem.defname === 'full')
        ? ['runs VACUUM FULL, which rewrites the table under an exclusive lock']
        : [];
    case 'ClusterStmt':
      return ['runs CLUSTER, which rewrites the table under an exclusive lock'];
    case 'LockStmt':
      return ['locks a table explicitly'];
    case 'ReindexStmt':
      return ['rebuilds an index while it blocks writes'];
    case 'UpdateStmt':
    case 'DeleteStmt':
      return created.has(relname(body.relation)) || body.whereClause
        ? []
        : ['changes every row of a filled table in one transaction (batch it, or say why it is small)'];
    default:
      return [];
  }
}

/** The lock-heavy statements of one migration's SQL (drizzle's `--> statement-breakpoint`s are comments). */
export async function lockHeavyStatements(migrationSql: string): Promise<LockFinding[]> {
  await loadModule();
  const parsed = (await parse(migrationSql)) as {
    stmts: { stmt: Node; stmt_location?: number; stmt_len?: number }[];
  };
  // The parser counts in bytes; a migration may hold accented text.
  const bytes = Buffer.from(migrationSql);
  const textOf = (from: number, to: number) => bytes.subarray(from, to).toString();
  const created = new Set<string>();
  const findings: LockFinding[] = [];
  let previousEnd = 0;
  for (const { stmt, stmt_location: at = 0, stmt_len: length } of parsed.stmts) {
    const end = length ? at + length : bytes.length;
    // The parser's statement starts after the comments before it, which is where a review goes.
    const leadingComments = textOf(previousEnd, at);
    const statement = textOf(at, end).trim();
    previousEnd = end;
    const [kind, body] = Object.entries(stmt)[0] as [string, Node];
    if (kind === 'CreateStmt') created.add(relname(body.relation));
    if (/--\s*lock-reviewed:\s*\S/.test(leadingComments)) continue;
    for (const problem of statementProblems(kind, body, created)) findings.push({ statement, problem });
  }
  return findings;
}
