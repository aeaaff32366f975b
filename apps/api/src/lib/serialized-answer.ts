import type { FastifyReply } from 'fastify';

/**
 * Serialises `payload` with the route's own response schema for `status` (the same fast-json-stringify
 * function Fastify would use), so a remembered answer is byte-for-byte what the route would send.
 */
export function serializeAnswer(reply: FastifyReply, payload: object, status = '200'): string {
  return reply.serializeInput(payload as Record<string, unknown>, status) as string;
}

/** Sends an already serialised answer: Fastify passes a string with a JSON content type through as is. */
export function sendSerialized(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
