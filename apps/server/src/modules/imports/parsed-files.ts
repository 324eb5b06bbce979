import type { Db } from '@emporia/db';

/**
 * The parsed file of the import being run, kept in this process between its steps (ADR 0112).
 * Reading a 10,000-product export takes seconds; doing it again at every 25-product step made an
 * import quadratic. The file itself stays in the imports row, so after a restart (or when another
 * process takes the job over) the first step parses it once again and carries on from
 * `processed`: the records of an import never change, so a held copy is never stale.
 * At most two files are held (the one being run and one queued behind it): memory stays bounded
 * however many imports are waiting.
 */
export class HeldFiles<Read> {
  // Keyed by the database too: tests run several databases in one process, each with an import 1.
  private readonly held: { db: Db; importId: number; read: Read }[] = [];

  constructor(private readonly limit = 2) {}

  get(db: Db, importId: number): Read | undefined {
    return this.held.find((h) => h.db === db && h.importId === importId)?.read;
  }

  set(db: Db, importId: number, read: Read): void {
    this.forget(db, importId);
    this.held.push({ db, importId, read });
    while (this.held.length > this.limit) this.held.shift();
  }

  forget(db: Db, importId: number): void {
    const at = this.held.findIndex((h) => h.db === db && h.importId === importId);
    if (at >= 0) this.held.splice(at, 1);
  }
}
