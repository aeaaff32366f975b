import type { FastifyInstance } from 'fastify';
import { PublicConfigSchema, type PublicConfig } from '@linksight/api-contract';
import type { Config } from '../../../config/env';
import { typed } from '../../../lib/typebox';
import { access } from '../../../services/access/route-access';

/** spec 1 §2.6 support blocks (East Coast, West Coast); defaults until an operator configures their own. */
const SUPPORT_CONTACTS: PublicConfig['supportContacts'] = [
  {
    region: 'East Coast',
    name: 'Jordan Ellis',
    email: 'east@linksight.golf',
    phone: '+1 (555) 010-0100',
    address: '100 Fairway Drive, Pinehurst, NC 28374',
  },
  {
    region: 'West Coast',
    name: 'Casey Morgan',
    email: 'west@linksight.golf',
    phone: '+1 (555) 010-0200',
    address: '200 Links Road, Pebble Beach, CA 93953',
  },
];

export default async function configRoutes(fastify: FastifyInstance, opts: { config: Config }) {
  const app = typed(fastify);
  const body: PublicConfig = {
    isProduction: opts.config.isProduction,
    iosStoreUrl: opts.config.iosStoreUrl,
    androidStoreUrl: opts.config.androidStoreUrl,
    supportContacts: SUPPORT_CONTACTS,
    playerHost: opts.config.playerHost,
    teamHost: opts.config.teamHost,
    brandHost: opts.config.brandHost,
    mapSatelliteTileUrl: opts.config.mapSatelliteTileUrl,
    frontSiteUrl: opts.config.frontSiteUrl,
  };
  app.get(
    '/api/v1/config',
    {
      config: access.public(),
      schema: {
        tags: ['system'],
        summary: 'Public app configuration',
        response: { 200: PublicConfigSchema },
      },
    },
    async () => body,
  );
}
