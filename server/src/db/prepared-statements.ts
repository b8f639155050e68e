/**
 * A PostgreSQL client that prepares each parameterised statement once per connection and then only binds and runs
 * it. PostgreSQL otherwise parses and plans every statement on every call, which was a large share of its time per
 * request (planning the to-do page took longer than running it). Kysely sends the same text for the same query shape,
 * so the text names the statement. Statements without parameters (migrations, several statements in one text) go as
 * they are, and a connection prepares at most `MAX_PREPARED` texts: queries whose text varies without bound (long
 * `IN` lists) then run unprepared rather than filling the server's memory.
 */
import pg from 'pg';

const MAX_PREPARED = 1000;

export class PreparingClient extends pg.Client {
  private readonly prepared = new Map<string, string>();

  // The overloads of pg.Client#query are many; Kysely uses (text, values), the only form changed here.
  override query(...args: unknown[]): never {
    const [text, values] = args;
    if (typeof text === 'string' && Array.isArray(values) && values.length > 0) {
      let name = this.prepared.get(text);
      if (name === undefined && this.prepared.size < MAX_PREPARED) this.prepared.set(text, (name = `ch${this.prepared.size}`));
      if (name !== undefined) return (super.query as (...a: unknown[]) => never)({ name, text, values }, ...args.slice(2));
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}
