import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createAccountsRepository, type AccountsRepository } from '../../repositories/accounts';
import { createAuthRepository, type AuthRepository } from '../../repositories/auth';
import {
  createPlayerAnalyticsRepository,
  type PlayerAnalyticsRepository,
} from '../../repositories/player-analytics';
import { createAccessTokensRepository, type AccessTokensRepository } from '../../repositories/access-tokens';
import { createCoursesRepository, type CoursesRepository } from '../../repositories/courses';
import { createReportShotsRepository, type ReportShotsRepository } from '../../repositories/report-shots';
import {
  createReportSnapshotsRepository,
  type ReportSnapshotsRepository,
} from '../../repositories/report-snapshots';
import {
  createOrganizationsRepository,
  type OrganizationsRepository,
} from '../../repositories/organizations';
import {
  createOrganizationRosterRepository,
  type OrganizationRosterRepository,
} from '../../repositories/organization-roster';
import {
  createComparePlayersRepository,
  type ComparePlayersRepository,
} from '../../repositories/compare-players';
import {
  createProfileContentRepository,
  type ProfileContentRepository,
} from '../../repositories/profile-content';
import { createResumeRepository, type ResumeRepository } from '../../repositories/resume';
import { createScheduleRepository, type ScheduleRepository } from '../../repositories/schedule';

export type Repositories = {
  reportShots: ReportShotsRepository;
  accounts: AccountsRepository;
  organizations: OrganizationsRepository;
  auth: AuthRepository;
  playerAnalytics: PlayerAnalyticsRepository;
  reportSnapshots: ReportSnapshotsRepository;
  courses: CoursesRepository;
  accessTokens: AccessTokensRepository;
  profileContent: ProfileContentRepository;
  organizationRoster: OrganizationRosterRepository;
  resume: ResumeRepository;
  comparePlayers: ComparePlayersRepository;
  schedule: ScheduleRepository;
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
      reportSnapshots: createReportSnapshotsRepository(app.db),
      courses: createCoursesRepository(app.db),
      reportShots: createReportShotsRepository(app.db),
      accessTokens: createAccessTokensRepository(app.db),
      profileContent: createProfileContentRepository(app.db),
      organizationRoster: createOrganizationRosterRepository(app.db),
      resume: createResumeRepository(app.db),
      comparePlayers: createComparePlayersRepository(app.db),
      schedule: createScheduleRepository(app.db),
    } satisfies Repositories);
  },
  { name: 'repositories', dependencies: ['db'] },
);
