// Fails when a tracked file still holds a merge conflict's markers (a `<<<<<<< ` or `>>>>>>> ` line): a conflict
// resolved by committing both sides once left them in a decision record. Run by `npm run lint`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
const marker = /^(<{7}|>{7})( |$)/m;
const found = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // deleted in the working tree
  }
  if (text.includes('\0')) continue; // binary
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (marker.test(line)) found.push(`${file}:${i + 1}: ${line.slice(0, 60)}`);
  });
}
if (found.length > 0) {
  console.error(`Merge conflict markers left in tracked files:\n${found.join('\n')}`);
  process.exit(1);
}
