import type pg from 'pg';

/**
 * Named (prepared) statements for every parameterised query on PostgreSQL (decision 043, stop 27).
 *
 * node-postgres sends a query without a name as an unnamed statement: PostgreSQL parses, analyses and plans it
 * again on every call. On the billing paths planning was about half of PostgreSQL's time (pg_stat_statements
 * with track_planning). A name makes the connection parse a statement once and, after five executions, lets
 * the planner keep a generic plan when it costs no more than the custom ones (`plan_cache_mode = auto`).
 *
 * The name comes from the statement's text (one name per text for the whole process), so the same text is the
 * same statement on every connection, and node-postgres's own check (one text per name on a connection) holds.
 * Only texts with parameters are named: a query without them may hold several statements (migrations), which
 * the extended protocol refuses. A text is named from its third call on, so the statements that repeat get the
 * names and a one-off (a report's rare filter) does not. Each connection keeps at most `perConnection`
 * statements (PostgreSQL holds their plans in the backend's memory until the connection closes); past that a
 * new text is sent unnamed, as before.
 */
export interface StatementNaming {
  /** Wraps a client of the pool (its `query`), once, when the pool opens the connection. */
  attach(client: pg.PoolClient): void;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
}

export function statementNaming(options: { perConnection?: number; maxTexts?: number } = {}): StatementNaming {
  const perConnection = options.perConnection ?? 300;
  const maxTexts = options.maxTexts ?? 5000;
  const seen = new Map<string, number>();
  const names = new Map<string, string>();

  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known) return known;
    if (names.size >= maxTexts) return undefined;
    const calls = (seen.get(text) ?? 0) + 1;
    if (calls < 3) {
      if (seen.size < maxTexts * 4) seen.set(text, calls);
      return undefined;
    }
    seen.delete(text);
    const name = `s${names.size + 1}`;
    names.set(text, name);
    return name;
  };

  return {
    attach(client) {
      const prepared = new Set<string>();
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
        if (config && typeof config === 'object' && !(config as QueryConfigLike).name) {
          const text = (config as QueryConfigLike).text;
          const values = Array.isArray(rest[0]) ? rest[0] : (config as QueryConfigLike).values;
          if (typeof text === 'string' && Array.isArray(values) && values.length > 0) {
            const name = nameOf(text);
            if (name && (prepared.has(name) || prepared.size < perConnection)) {
              prepared.add(name);
              return query({ ...(config as object), name }, ...rest);
            }
          }
        }
        return query(config, ...rest);
      };
    },
  };
}
