import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pinoPretty from 'pino-pretty';
import { serializeError, serializeRequest } from './log-redaction.ts';

/**
 * How the server writes its log (decision 033): JSON lines for machines (a pipe, a file, a log collector) and
 * readable lines for a person at a terminal.
 */
export type LogFormat = 'pretty' | 'json';

/** LOG_FORMAT=json|pretty decides; unset, a terminal gets pretty lines and anything else JSON. */
export function chooseLogFormat(setting: string | undefined, isTTY: boolean): LogFormat {
  const value = (setting ?? '').trim().toLowerCase();
  if (value === 'json' || value === 'pretty') return value;
  if (value === '') return isTTY ? 'pretty' : 'json';
  throw new Error(`LOG_FORMAT must be "json" or "pretty", got "${setting}"`);
}

/** What the log keeps of a request and of an error: no secrets of the URL, no values of a failed query. */
export const LOG_SERIALIZERS = { req: serializeRequest, err: serializeError };

interface OutboxEntry {
  channel: string;
  to: string;
  text: string;
}

const ansi = (code: string, on: boolean) => (text: string) => (on ? `\u001b[${code}m${text}\u001b[0m` : text);

/**
 * The readable form of a log line's message. A message to a person (the outbox: sign-in codes above all) is
 * framed on lines of its own so it is found at a glance; everything else is its message.
 */
export function prettyMessage(log: Record<string, unknown>, colors: boolean): string {
  const message = String(log.msg ?? '');
  const outbox = log.outbox as OutboxEntry | undefined;
  if (!outbox || typeof outbox !== 'object') return message;
  const bold = ansi('1', colors);
  const accent = ansi('1;36', colors);
  const heading = `${outbox.channel.toUpperCase()} to ${outbox.to}`;
  const rule = '─'.repeat(Math.max(0, 60 - heading.length));
  return [
    `${accent('┌─')} ${bold(heading)} ${accent(rule)}`,
    ...outbox.text.split('\n').map((line) => `${accent('│')} ${bold(line)}`),
    accent(`└${'─'.repeat(63)}`),
  ].join('\n');
}

/**
 * Fastify's logger options for a format. Pretty lines are written synchronously on the main thread, to stdout
 * unless a destination is given (tests).
 */
export function loggerOptions(format: LogFormat, level: string, colors: boolean, destination?: NodeJS.WritableStream) {
  if (format === 'json') return { level, serializers: LOG_SERIALIZERS };
  return {
    level,
    serializers: LOG_SERIALIZERS,
    stream: pinoPretty({
      colorize: colors,
      sync: true,
      ...(destination ? { destination } : {}),
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId,outbox',
      messageFormat: (log) => prettyMessage(log, colors),
    }),
  };
}

/**
 * Request lines for a terminal: nothing when a request arrives, one short debug line when it is answered (seen
 * with LOG_LEVEL=debug), an error line when it failed, so the banner and the framed messages stay in view.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = `${request.method} ${serializeRequest(request).url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.debug(line);
  }
}
