import { describe, expect, it } from 'vitest';
import { AnswerCache, WindowCounter } from './advisory-limits.ts';
import { chatCompletionsUrl } from './advisory-provider.ts';

describe('advisory limits', () => {
  it('admits max calls per window per key, then refuses until the oldest leaves the window', () => {
    const c = new WindowCounter(1000, 2);
    expect(c.take('a', 0)).toBe(true);
    expect(c.take('a', 10)).toBe(true);
    expect(c.take('a', 20)).toBe(false);
    expect(c.take('b', 20)).toBe(true);
    expect(c.take('a', 1000)).toBe(true);
    expect(c.take('a', 1005)).toBe(false);
  });

  it('gives a failed call back', () => {
    const c = new WindowCounter(1000, 1);
    expect(c.take('a', 0)).toBe(true);
    c.giveBack('a');
    expect(c.take('a', 1)).toBe(true);
  });

  it('keeps answers for the TTL and drops the oldest beyond the size', () => {
    const cache = new AnswerCache(100, 2);
    cache.set('p1', 'one', 0);
    expect(cache.get('p1', 99)).toBe('one');
    expect(cache.get('p1', 100)).toBeUndefined();
    cache.set('p1', 'one', 0);
    cache.set('p2', 'two', 0);
    cache.set('p3', 'three', 0);
    expect(cache.get('p1', 1)).toBeUndefined();
    expect(cache.get('p3', 1)).toBe('three');
  });

  it('accepts a base URL or the full chat completions address', () => {
    expect(chatCompletionsUrl('https://api.example.com/v1')).toBe('https://api.example.com/v1/chat/completions');
    expect(chatCompletionsUrl('https://api.example.com/v1/')).toBe('https://api.example.com/v1/chat/completions');
    expect(chatCompletionsUrl('http://h/openai/chat/completions')).toBe('http://h/openai/chat/completions');
  });
});
