import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/**
 * A query built and compiled by kysely once, then run many times with new values: the hot paths (reading
 * a form) skip kysely's query building and compiling on every request. Each parameter is named: the
 * builder gets a placeholder value per name (a string no caller sends), and the compiled parameter list
 * is mapped back to the names, so the SQL text of each back-end is kysely's own.
 */
export class Prepared<Name extends string, Row> {
  private readonly slots: readonly Name[];

  private constructor(
    private readonly db: Kysely<never>,
    private readonly query: CompiledQuery<Row>,
    names: readonly Name[],
  ) {
    const byMarker = new Map(names.map((n) => [marker(n), n] as const));
    this.slots = query.parameters.map((p) => {
      const name = typeof p === 'string' ? byMarker.get(p) : undefined;
      if (name === undefined) throw new Error(`Prepared query with an unnamed parameter: ${query.sql}`);
      return name;
    });
  }

  /** Compiles `build(placeholders)` once on `db`. Every value of the query must be a placeholder. */
  static of<Name extends string, Row, DB>(
    db: Kysely<DB>,
    names: readonly Name[],
    build: (p: Readonly<Record<Name, string>>) => Compilable<Row>,
  ): Prepared<Name, Row> {
    const p = Object.fromEntries(names.map((n) => [n, marker(n)])) as Record<Name, string>;
    return new Prepared(db as unknown as Kysely<never>, build(p).compile(), names);
  }

  /** The rows of the query with these values. */
  async rows(values: Readonly<Record<Name, unknown>>): Promise<Row[]> {
    const parameters = this.slots.map((n) => values[n]);
    return (await this.db.executeQuery<Row>({ ...this.query, parameters })).rows;
  }

  /** The SQL text (tests, logs). */
  get sql(): string {
    return this.query.sql;
  }
}

const marker = (name: string) => `\u0000prepared:${name}`;
