/**
 * The sandbox provider (decision 046): the checkout page is the product's own (/pay/{public id}, TEST MODE,
 * no real money), and its Pay and Cancel buttons notify the product through the same signed webhook a real
 * provider calls: a JSON body signed with HMAC-SHA256 in the header `x-sandbox-signature: t=<unix>,v1=<hex>`
 * over `<t>.<raw body>` (Stripe's scheme), with ONLINE_PAYMENT_WEBHOOK_SECRET.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { Checkout, CheckoutRequest, PaymentProvider, ProviderEvent } from './payment-provider.ts';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** A signature older than this is refused (a captured notification cannot be replayed days later). */
const TOLERANCE_SECONDS = 300;

export interface SandboxEventBody {
  id: string;
  type: 'payment.succeeded' | 'payment.cancelled';
  data: { public_id: string; reference: string; amount: string; currency: string };
}

const hmac = (secret: string, timestamp: number, body: string | Buffer) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');

export class SandboxProvider implements PaymentProvider {
  readonly name = 'SANDBOX' as const;
  constructor(
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    return {
      url: `${request.baseUrl}/pay/${request.publicId}`,
      reference: `sbx_${randomBytes(12).toString('hex')}`,
    };
  }

  /** The header of a body, signed now (the checkout page's buttons, and tests). */
  sign(body: string): string {
    const t = Math.floor(this.clock.now().getTime() / 1000);
    return `t=${t},v1=${hmac(this.secret, t, body)}`;
  }

  /** A notification as the checkout page sends it: its body and signature header. */
  event(type: SandboxEventBody['type'], data: SandboxEventBody['data']): { body: string; signature: string } {
    const body = JSON.stringify({ id: `evt_sbx_${randomBytes(12).toString('hex')}`, type, data } satisfies SandboxEventBody);
    return { body, signature: this.sign(body) };
  }

  async verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<ProviderEvent> {
    const header = headers[SANDBOX_SIGNATURE_HEADER];
    const fields = new Map(
      (typeof header === 'string' ? header : '').split(',').map((part) => {
        const at = part.indexOf('=');
        return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
      }),
    );
    const t = Number(fields.get('t'));
    const given = Buffer.from(fields.get('v1') ?? '', 'hex');
    const expected = Buffer.from(hmac(this.secret, t, rawBody), 'hex');
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const fresh = Number.isInteger(t) && Math.abs(now - t) <= TOLERANCE_SECONDS;
    if (!fresh || given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new AppError('BAD_REQUEST', 'onlinePayment.badSignature');
    let body: SandboxEventBody;
    try {
      body = JSON.parse(rawBody.toString('utf8')) as SandboxEventBody;
    } catch {
      throw new AppError('BAD_REQUEST', 'onlinePayment.badSignature');
    }
    const data = body?.data ?? ({} as Partial<SandboxEventBody['data']>);
    const text = (v: unknown) => (typeof v === 'string' && v.length <= 200 ? v : null);
    return {
      id: text(body?.id) ?? '',
      kind: body?.type === 'payment.succeeded' ? 'SUCCEEDED' : body?.type === 'payment.cancelled' ? 'CANCELLED' : 'IGNORED',
      publicId: text(data.public_id),
      reference: text(data.reference),
      amount: text(data.amount),
      currencyCode: text(data.currency),
    };
  }
}
