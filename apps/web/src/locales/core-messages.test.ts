import { CORE_MESSAGES } from '@garage/domain';
import { describe, expect, it } from 'vitest';
import { isMastersMessage } from './core-message-parts.ts';
import { coreMessagesEn } from './en/core-messages.gen.ts';
import { mastersMessagesEn } from './en/masters-messages.gen.ts';
import { coreMessagesEs } from './es/core-messages.gen.ts';
import { mastersMessagesEs } from './es/masters-messages.gen.ts';

describe('the core texts one language per file (decision 042)', () => {
  it('are the shared catalogue’s core texts in English and in Spanish', () => {
    const of = (language: 'en' | 'es') =>
      Object.fromEntries(Object.entries(CORE_MESSAGES).map(([key, text]) => [key, text[language]]));
    // On a difference: npm run core-messages -w @garage/web
    expect({ ...coreMessagesEn, ...mastersMessagesEn }).toEqual(of('en'));
    expect({ ...coreMessagesEs, ...mastersMessagesEs }).toEqual(of('es'));
  });

  it('keep the masters’, orders’ and quotations’ refusals apart from what the first page loads', () => {
    for (const part of [mastersMessagesEn, mastersMessagesEs]) expect(Object.keys(part).every(isMastersMessage)).toBe(true);
    for (const part of [coreMessagesEn, coreMessagesEs]) expect(Object.keys(part).some(isMastersMessage)).toBe(false);
    expect(Object.keys(mastersMessagesEn).length).toBeGreaterThan(0);
  });
});
