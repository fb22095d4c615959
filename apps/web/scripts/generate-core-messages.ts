// Writes src/locales/{en,es}/{core,masters}-messages.gen.ts, the shared catalogue's core texts (CORE_MESSAGES of
// @garage/domain) one language per file and in two parts (locales/core-message-parts.ts), so the first page loads
// only its language and only its texts (decision 042):
//   npm run core-messages -w @garage/web
// src/locales/core-messages.test.ts fails when the files and CORE_MESSAGES differ, and tells to run this.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORE_MESSAGES } from '@garage/domain';
import { isMastersMessage } from '../src/locales/core-message-parts.ts';

const locales = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'locales');
const Language = { en: 'En', es: 'Es' } as const;

for (const language of ['en', 'es'] as const) {
  for (const part of ['core', 'masters'] as const) {
    const name = `${part}Messages${Language[language]}`;
    const texts = Object.fromEntries(
      Object.entries(CORE_MESSAGES)
        .filter(([key]) => isMastersMessage(key) === (part === 'masters'))
        .map(([key, text]) => [key, text[language]]),
    );
    const target = join(locales, language, `${part}-messages.gen.ts`);
    writeFileSync(
      target,
      `// Generated from CORE_MESSAGES (@garage/domain) by \`npm run core-messages -w @garage/web\`: do not edit.
// locales/core-messages.test.ts checks that it matches (decision 042).
import type { CoreMessageKey } from '@garage/domain';

export const ${name}: Readonly<Partial<Record<CoreMessageKey, string>>> = ${JSON.stringify(texts, null, 2)};
`,
    );
    console.log(`wrote ${target} (${Object.keys(texts).length} texts)`);
  }
}
