// Writes src/locales/{en,es}/core-messages.gen.ts, the shared catalogue's core texts (CORE_MESSAGES of
// @garage/domain) one language per file, so the first page loads only its language (decision 042):
//   npm run core-messages -w @garage/web
// src/locales/core-messages.test.ts fails when the files and CORE_MESSAGES differ, and tells to run this.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORE_MESSAGES } from '@garage/domain';

const locales = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'locales');

for (const language of ['en', 'es'] as const) {
  const name = language === 'en' ? 'coreMessagesEn' : 'coreMessagesEs';
  const texts = Object.fromEntries(Object.entries(CORE_MESSAGES).map(([key, text]) => [key, text[language]]));
  const target = join(locales, language, 'core-messages.gen.ts');
  writeFileSync(
    target,
    `// Generated from CORE_MESSAGES (@garage/domain) by \`npm run core-messages -w @garage/web\`: do not edit.
// locales/core-messages.test.ts checks that it matches (decision 042).
import type { CoreMessageKey } from '@garage/domain';

export const ${name}: Readonly<Record<CoreMessageKey, string>> = ${JSON.stringify(texts, null, 2)};
`,
  );
  console.log(`wrote ${target} (${Object.keys(texts).length} texts)`);
}
