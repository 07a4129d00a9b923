import type { ListParams } from '@/components/resource';
import { api } from '@/lib/api';

/** One text message the default SMS gateway recorded (GET /system/sms/outbox). */
export type OutboxMessage = {
  id: number;
  recipient: string;
  /** Template name, e.g. `register` or `bind-mobile-taken`. */
  template: string;
  text: string;
  /** Whether the text carries a verification code. */
  hasCode: boolean;
  createdAt: string;
};

/** Templates the server sends (modules/sms/sms.codes.ts), for the filter. */
export const SMS_TEMPLATES = [
  'register',
  'register-exists',
  'bind-mobile',
  'bind-mobile-taken',
  'reset-password',
] as const;

export const listOutbox = (params: ListParams, signal?: AbortSignal) =>
  api.page<OutboxMessage>('/system/sms/outbox', params, { signal });
