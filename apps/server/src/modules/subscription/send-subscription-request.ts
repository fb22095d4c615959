import type { SubscriptionRequestAnswer } from '@garage/contract';
import { type Language, message } from '@garage/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { garage, subscriptionRequest } from '../../db/schema.ts';
import type { Membership, UserRow } from '../../platform/guard.ts';
import { idempotent } from '../../platform/idempotency.ts';
import type { Services } from '../../platform/services.ts';

export type RequestKind = 'EXTEND_TRIAL' | 'DEMO' | 'gear0' | 'gear1' | 'gear2';

const SUBJECTS: Record<RequestKind, string> = {
  EXTEND_TRIAL: 'Trial extension request',
  DEMO: 'Demo request',
  gear0: 'Subscription request: gear0 (monthly)',
  gear1: 'Subscription request: gear1 (monthly)',
  gear2: 'Subscription request: gear2 (monthly)',
};

function displayName(user: UserRow): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || 'Unknown user';
}

/**
 * The notification of spec 7: {garage_id, text of garage name, phone and name}. Written to the outbox
 * (or the configured mail gateway) after the request row commits; a repeated Idempotency-Key answers the
 * first request again without a second message.
 */
export async function sendSubscriptionRequest(
  services: Services,
  input: { membership: Membership; user: UserRow; kind: RequestKind; language: Language; idempotencyKey: string | undefined },
): Promise<{ status: number; body: SubscriptionRequestAnswer }> {
  const { db, sender, config } = services;
  const { membership, user, kind } = input;
  const confirmation =
    kind === 'EXTEND_TRIAL'
      ? message('subscription.extensionRequested', input.language)
      : message('subscription.requestSent', input.language);
  const stored = await idempotent<SubscriptionRequestAnswer>(
    db,
    { userId: user.id, scope: `subscription-request:${membership.garageId}`, key: input.idempotencyKey, body: { kind } },
    async (tx: Tx) => {
      const [g] = await tx
        .select({ name: garage.name, mobile: garage.mobileNumber, code: garage.countryPhoneCode })
        .from(garage)
        .where(and(eq(garage.groupId, membership.groupId), eq(garage.id, membership.garageId)))
        .limit(1);
      const phoneOf = (code: string | null | undefined, number: string | null | undefined) =>
        number ? `${code ? `+${code} ` : ''}${number}` : '';
      const userPhone = phoneOf(user.countryPhoneCode, user.mobileNumber);
      const garagePhone = phoneOf(g?.code, g?.mobile);
      const text = [
        `${SUBJECTS[kind]}.`,
        `Garage: ${g?.name ?? ''} (id ${membership.garageId})`,
        `Phone: ${userPhone || garagePhone || '-'}`,
        `Name: ${displayName(user)}`,
      ].join(' ');
      const [row] = await tx
        .insert(subscriptionRequest)
        .values({ groupId: membership.groupId, garageId: membership.garageId, userId: user.id, kind, text })
        .returning({ id: subscriptionRequest.id });
      return { status: 201, body: { message: confirmation, request_id: row?.id ?? 0, text } };
    },
  );
  if (!stored.replayed) {
    await sender.send({
      channel: 'email',
      to: config.subscriptionNotifyEmail,
      subject: `${SUBJECTS[kind]} — garage ${membership.garageId}`,
      text: JSON.stringify({ garage_id: membership.garageId, text: stored.body.text }),
    });
  }
  return { status: stored.status, body: stored.body };
}
