import type { FastifyInstance } from 'fastify';
import { createDatasetCache } from '../../../../services/analytics/player-dataset';
import compareStatsRoutes from './compare-stats';
import exportRoutes from './export';
import overviewRoutes from './overviews';
import profileHomeRoutes from './profile-home';
import resumeRoutes from './resume';
import reportDataRoutes from './reports';
import roundRoutes from './rounds';
import roundsTableRoutes from './rounds-table';
import roundWriteRoutes from './rounds-write';
import scheduleRoutes from './schedule';
import shotRoutes from './shots';
import summaryRoutes from './summary';

/** Player analytics calls of spec 3 §7 under /api/v1/players/{accountId}/… (dashboard, shot map). */
export default async function playerRoutes(app: FastifyInstance) {
  const datasets = createDatasetCache();
  await app.register(overviewRoutes, { datasets });
  await app.register(roundRoutes, { datasets });
  await app.register(roundsTableRoutes, { datasets });
  await app.register(shotRoutes, { datasets });
  await app.register(roundWriteRoutes);
  await app.register(exportRoutes);
  await app.register(profileHomeRoutes, { datasets });
  await app.register(summaryRoutes, { datasets });
  await app.register(resumeRoutes, { datasets });
  await app.register(compareStatsRoutes, { datasets });
  await app.register(reportDataRoutes, { datasets });
  await app.register(scheduleRoutes, { datasets });
}
