import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface OutboundMessage {
  channel: 'sms' | 'email' | 'whatsapp' | 'push';
  to: string;
  text: string;
  subject?: string;
}

/** Where messages to people go. The default provider is the outbox file; real gateways plug in here. */
export interface MessageSender {
  send(message: OutboundMessage): Promise<void>;
}

/**
 * Appends one JSON line per message to DATA_DIR/outbox.jsonl and logs it. Writes are chained so lines
 * never interleave.
 */
export class OutboxSender implements MessageSender {
  private chain: Promise<void> = Promise.resolve();
  readonly file: string;

  constructor(
    dataDir: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.file = path.join(dataDir, 'outbox.jsonl');
  }

  send(message: OutboundMessage): Promise<void> {
    const line = `${JSON.stringify({ ...message, created_at: new Date().toISOString() })}\n`;
    const write = this.chain.then(async () => {
      await mkdir(path.dirname(this.file), { recursive: true });
      await appendFile(this.file, line, 'utf8');
    });
    this.chain = write.catch(() => undefined);
    this.log.info(
      { outbox: { channel: message.channel, to: message.to, text: message.text } },
      `outbox ${message.channel} to ${message.to}`,
    );
    return write;
  }
}
