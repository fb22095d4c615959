import { AppError } from '../../platform/errors.ts';

/** Sends one prompt to a language model and gives back its text. */
export interface AdvisoryProvider {
  /** `system` replaces the advisory's HTML-table instructions (the chat asks for plain text). */
  complete(prompt: string, system?: string): Promise<string>;
}

export interface ChatProviderOptions {
  /** Base URL (…/v1) or the full …/chat/completions address. */
  url: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  /** Largest reply body read, in bytes; a bigger one is a failure. */
  maxReplyBytes?: number;
  log?: { warn: (obj: object, msg: string) => void };
}

const SYSTEM_PROMPT =
  'You are a careful automotive service advisor helping a garage. Answer only with one HTML fragment: ' +
  'a <table class="rec-table"> (with <thead> and <tbody>), optionally followed by a short <ul> of notes. ' +
  'No Markdown, no <html>, <head>, <style> or <script>, no links, no images, no inline styles. ' +
  'If you do not know the vehicle, answer only: Sorry, no data.';

export const DEFAULT_MAX_REPLY_BYTES = 256 * 1024;

export function chatCompletionsUrl(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  return /\/chat\/completions$/.test(trimmed) ? trimmed : `${trimmed}/chat/completions`;
}

async function readCapped(res: Response, max: number): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new Error(`reply larger than ${max} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Any OpenAI-compatible chat completions endpoint (OpenAI, Azure OpenAI, OpenRouter, vLLM, Ollama…). */
export class ChatCompletionsProvider implements AdvisoryProvider {
  constructor(private readonly options: ChatProviderOptions) {}

  async complete(prompt: string, system: string = SYSTEM_PROMPT): Promise<string> {
    const { url, apiKey, model, timeoutMs, log } = this.options;
    const maxBytes = this.options.maxReplyBytes ?? DEFAULT_MAX_REPLY_BYTES;
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const res = await fetch(chatCompletionsUrl(url), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify({
          model,
          temperature: 0.2,
          max_tokens: 1500,
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: prompt },
          ],
        }),
        signal,
        redirect: 'error',
      });
      const text = await readCapped(res, maxBytes);
      if (!res.ok) throw new Error(`provider answered ${res.status}: ${text.slice(0, 200)}`);
      const data = JSON.parse(text) as { choices?: Array<{ message?: { content?: unknown } }> };
      const content = data.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || content.trim() === '') throw new Error('provider reply has no message content');
      return content;
    } catch (error) {
      // The key never appears in the log: only the endpoint and what went wrong.
      log?.warn(
        { endpoint: chatCompletionsUrl(url), err: (error as Error).message, timeout: signal.aborted },
        'advisory provider failed',
      );
      throw new AppError('ADVISORY_FAILED', 'advisory.failed');
    }
  }
}
