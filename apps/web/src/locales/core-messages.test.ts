import { CORE_MESSAGES } from '@garage/domain';
import { describe, expect, it } from 'vitest';
import { coreMessagesEn } from './en/core-messages.gen.ts';
import { coreMessagesEs } from './es/core-messages.gen.ts';

describe('the core texts one language per file (decision 042)', () => {
  it('are the shared catalogue’s core texts in English and in Spanish', () => {
    const of = (language: 'en' | 'es') =>
      Object.fromEntries(Object.entries(CORE_MESSAGES).map(([key, text]) => [key, text[language]]));
    // On a difference: npm run core-messages -w @garage/web
    expect(coreMessagesEn).toEqual(of('en'));
    expect(coreMessagesEs).toEqual(of('es'));
  });
});
