import type { PublicConfig } from '@linksight/api-contract';
import type { Config } from '../../config/env';

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

/**
 * The public configuration (spec 1 §9): answered by `GET /api/v1/config` and written into index.html by the
 * SPA plugin, so a first visit has it without a round trip (issue 23).
 */
export function publicConfigOf(config: Config): PublicConfig {
  return {
    isProduction: config.isProduction,
    iosStoreUrl: config.iosStoreUrl,
    androidStoreUrl: config.androidStoreUrl,
    supportContacts: SUPPORT_CONTACTS,
    playerHost: config.playerHost,
    teamHost: config.teamHost,
    brandHost: config.brandHost,
    mapSatelliteTileUrl: config.mapSatelliteTileUrl,
    frontSiteUrl: config.frontSiteUrl,
  };
}
