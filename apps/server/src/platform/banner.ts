/** The start banner printed on a terminal (decision 033): where the product is and how to sign in. */

export interface BannerFacts {
  url: string;
  /** Unset: the embedded database in pgliteDir. */
  databaseUrl: string | undefined;
  pgliteDir: string;
  /** The demo sign-in numbers, when the demo is seeded. */
  demo: { owner: string; others: Array<{ number: string; role: string }> } | null;
  outboxFile: string;
}

/** A PostgreSQL address without its password; one that does not parse is not shown at all. */
export function publicDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '';
    parsed.searchParams.delete('password');
    return parsed.toString();
  } catch {
    return '(DATABASE_URL)';
  }
}

export function startBanner(facts: BannerFacts, colors: boolean): string {
  const bold = (text: string) => (colors ? `\u001b[1m${text}\u001b[0m` : text);
  const dim = (text: string) => (colors ? `\u001b[2m${text}\u001b[0m` : text);
  const row = (label: string, value: string) => `  ${dim(label.padEnd(15))}${value}`;
  const database = facts.databaseUrl
    ? `PostgreSQL ${publicDatabaseUrl(facts.databaseUrl)}`
    : `embedded (PGlite) in ${facts.pgliteDir}`;
  const lines = [
    '',
    `  ${bold('Garage workshop is running')}`,
    '',
    row('Open', bold(facts.url)),
    row('API docs', `${facts.url}/api/docs`),
    row('Database', database),
  ];
  if (facts.demo) {
    lines.push(row('Demo owner', `${bold(facts.demo.owner)}  (Demo Motors)`));
    for (const other of facts.demo.others) lines.push(row('', `${other.number}  ${dim(other.role)}`));
  }
  lines.push(row('Sign-in codes', `shown below in a box, and written to ${facts.outboxFile}`), '');
  return `${lines.join('\n')}\n`;
}
