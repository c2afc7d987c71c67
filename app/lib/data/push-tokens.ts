/*
 * `pushTokens/{uid}`: exactly the product's push token record — uid, token, platform 'web',
 * updatedAt (server timestamp) — written by the person's browser with a merge set
 * (app/lib/push builds it), read by the server to send. The token itself never goes to a screen.
 */
import * as z from 'zod/mini';
import { defineDocument, type PlainData } from './documents.ts';
import { instantOf } from './plain-values.ts';

export interface PushTokenStatus {
  /** When the token was last stored (epoch ms). */
  readonly updatedAt: number | null;
}

export const pushTokenDoc = defineDocument({
  path: 'pushTokens/{uid}',
  fromData: (data: PlainData | undefined): PushTokenStatus | null =>
    data ? { updatedAt: instantOf(data.updatedAt) } : null,
  schema: z.strictObject({ uid: z.string().check(z.minLength(1)), token: z.string().check(z.minLength(1)), platform: z.literal('web') }),
  stamps: { updatedAt: true },
  browserWrites: ['set', 'delete'],
});
