import type { FastifyInstance } from 'fastify';
import { createDatasetCache } from '../../../../services/analytics/player-dataset';
import overviewRoutes from './overviews';
import roundRoutes from './rounds';
import roundsTableRoutes from './rounds-table';
import shotRoutes from './shots';

/** Player analytics calls of spec 3 §7 under /api/v1/players/{accountId}/… (dashboard, shot map). */
export default async function playerRoutes(app: FastifyInstance) {
  const datasets = createDatasetCache();
  await app.register(overviewRoutes, { datasets });
  await app.register(roundRoutes, { datasets });
  await app.register(roundsTableRoutes, { datasets });
  await app.register(shotRoutes, { datasets });
}
