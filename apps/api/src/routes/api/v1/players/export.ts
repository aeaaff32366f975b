import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { PlayerParamsSchema } from '@linksight/api-contract';
import { typed } from '../../../../lib/typebox';
import { access } from '../../../../services/access/route-access';
import { buildAccountExport } from '../../../../services/export/account-export';
import { ERRORS, PLAYER_BASE } from './common';

/** Issue 20 "Download my data": the owner's (or a product manager's) full export; a token needs read. */
export default async function exportRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  app.get(
    `${PLAYER_BASE}/export`,
    {
      config: access.owner('read'),
      schema: {
        tags: ['rounds (write)'],
        summary: 'Everything of the player as one zip (JSON, CSV, GeoJSON); Content-Length for progress',
        description:
          'Files: README.txt, account.json, rounds.json (the import format), schedule.json, media.json, ' +
          'rounds.csv, holes.csv, shots.csv, shots.geojson.',
        security: [{ bearerAuth: [] }],
        params: PlayerParamsSchema,
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/zip' }),
          ...ERRORS,
        },
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await buildAccountExport(app.db, request.params.accountId, app.clock.now());
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('content-length', bytes.byteLength)
        .header('cache-control', 'no-store')
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );
}
