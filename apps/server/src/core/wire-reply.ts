import type { FastifyReply, FastifyRequest } from 'fastify';
import { WIRE } from '@rcwb/shared';

/** Whether the client asked for encrypted answers (restype: sm4). */
export const asksEncrypted = (req: FastifyRequest) => req.headers[WIRE.responseTypeHeader] === WIRE.sm4;

/** Marks a reply as carrying an encrypted envelope: plain text, flagged for the client. */
export function markEncrypted(reply: FastifyReply): void {
  reply.header(WIRE.encryptedResponseHeader, '1');
  reply.header('content-type', 'text/plain; charset=utf-8');
}
