import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { DatabaseKind, Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
import type { IdGenerator } from './ids.ts';
import type { MessageSender } from './outbox.ts';
import type { TokenService } from './tokens.ts';

/** What use cases may reach: built once in app.ts and handed to every route module. */
export interface Services {
  config: Config;
  db: Db;
  dbKind: DatabaseKind;
  clock: Clock;
  ids: IdGenerator;
  tokens: TokenService;
  sender: MessageSender;
  log: FastifyBaseLogger;
}
