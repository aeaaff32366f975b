import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createAccountsRepository, type AccountsRepository } from '../../repositories/accounts';
import { createAuthRepository, type AuthRepository } from '../../repositories/auth';
import {
  createPlayerAnalyticsRepository,
  type PlayerAnalyticsRepository,
} from '../../repositories/player-analytics';
import {
  createOrganizationsRepository,
  type OrganizationsRepository,
} from '../../repositories/organizations';

export type Repositories = {
  accounts: AccountsRepository;
  organizations: OrganizationsRepository;
  auth: AuthRepository;
  playerAnalytics: PlayerAnalyticsRepository;
};

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

export default fp(
  async function repositories(app: FastifyInstance) {
    app.decorate('repos', {
      accounts: createAccountsRepository(app.db),
      organizations: createOrganizationsRepository(app.db),
      auth: createAuthRepository(app.db),
      playerAnalytics: createPlayerAnalyticsRepository(app.db),
    } satisfies Repositories);
  },
  { name: 'repositories', dependencies: ['db'] },
);
