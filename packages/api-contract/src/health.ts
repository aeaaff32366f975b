import { Type, type Static } from 'typebox';

export const HealthSchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Object({
    status: Type.Union([Type.Literal('up'), Type.Literal('down')]),
    driver: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
    latencyMs: Type.Number(),
  }),
  version: Type.String(),
  uptimeSeconds: Type.Number(),
});
export type Health = Static<typeof HealthSchema>;
