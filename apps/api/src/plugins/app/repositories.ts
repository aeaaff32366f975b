import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createAccountsRepository, type AccountsRepository } from '../../repositories/accounts';
import {
  createOrganizationsRepository,
  type OrganizationsRepository,
} from '../../repositories/organizations';

export type Repositories = {
  accounts: AccountsRepository;
  organizations: OrganizationsRepository;
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
    } satisfies Repositories);
  },
  { name: 'repositories', dependencies: ['db'] },
);
