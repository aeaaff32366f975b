import { ApiErrorSchema } from '@linksight/api-contract';

export const PLAYER_BASE = '/api/v1/players/:accountId';
export const TAGS = ['players'];
/** Anonymous visitors may call these where the player's privacy settings allow (spec 2 §6). */
export const OPTIONAL_BEARER: { [label: string]: string[] }[] = [{ bearerAuth: [] }, {}];
export const ERRORS = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
} as const;
