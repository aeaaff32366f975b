import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AccountsRepository } from '../../repositories/accounts';
import type { AuthRepository } from '../../repositories/auth';
import type { SmsTransport } from '../sms/types';
import type { AuthKeys } from './secrets';
import type { TokenService } from './tokens';

/** What the auth flows need; built once by the auth plugin. */
export type AuthDeps = {
  db: Db;
  repo: AuthRepository;
  accounts: AccountsRepository;
  clock: Clock;
  keys: AuthKeys;
  tokens: TokenService;
  sms: SmsTransport;
  allowSignup: boolean;
  log: FastifyBaseLogger;
};

/** A client's address as the limits count it. */
export type ClientContext = { ip: string };
