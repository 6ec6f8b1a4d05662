import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GatewayConfig } from '#server/config';

/*
 * A stand-in for Razorpay's API on 127.0.0.1, for tests that run offline (issue 38): the SDK is
 * pointed at it with RAZORPAY_API_URL (config.gateway.apiUrl). It answers the two calls the
 * product makes as Razorpay's documentation says (Payment Links: create; Payments: fetch all,
 * `from`/`to` in Unix seconds, `count`/`skip`), behind HTTP basic auth with the key id and
 * secret, and keeps what it was asked.
 */

export const TEST_GATEWAY = {
  keyId: 'rzp_test_K3yId0000000',
  keySecret: 'test-key-secret-0000',
  webhookSecret: 'test-webhook-secret-0000',
};

export interface FakeLink {
  id: string;
  short_url: string;
  amount: number;
  currency: string;
  reference_id: string;
  expire_by: number;
  description: string;
  customer: { name?: string; email?: string; contact?: string };
  notes: Record<string, string>;
  status: 'created';
}

export interface FakePayment {
  id: string;
  amount: number;
  currency: string;
  status: string;
  created_at: number;
  notes: Record<string, string> | unknown[];
}

export interface FakeRazorpay {
  url: string;
  /** The config that points the app at this server. */
  gateway: GatewayConfig;
  links: FakeLink[];
  /** The payments `GET /v1/payments` lists; tests add to it. */
  payments: FakePayment[];
  /** Requests refused for their credentials. */
  unauthorised: number;
  /** The next calls answer 502 (the gateway down), this many of them. */
  failNext(count: number): void;
  close(): Promise<void>;
}

function send(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const badRequest = (description: string, field?: string) => ({
  error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', step: 'payment_initiation', field },
});

export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const links: FakeLink[] = [];
  const payments: FakePayment[] = [];
  let failing = 0;
  let unauthorised = 0;
  const expectedAuth = `Basic ${Buffer.from(`${TEST_GATEWAY.keyId}:${TEST_GATEWAY.keySecret}`).toString('base64')}`;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.headers.authorization !== expectedAuth) {
        unauthorised += 1;
        send(response, 401, badRequest('The api key provided is invalid'));
        return;
      }
      if (failing > 0) {
        failing -= 1;
        send(response, 502, { error: { code: 'SERVER_ERROR', description: 'The server is down' } });
        return;
      }
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      if (request.method === 'POST' && url.pathname === '/v1/payment_links') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Partial<FakeLink>;
        if (!Number.isInteger(body.amount) || (body.amount ?? 0) < 100) {
          send(response, 400, badRequest('The amount must be atleast INR 1.00', 'amount'));
          return;
        }
        if ((body.expire_by ?? 0) < Date.now() / 1000 + 15 * 60) {
          send(response, 400, badRequest('expire_by should be at least 15 minutes after current time', 'expire_by'));
          return;
        }
        const code = randomBytes(4).toString('hex');
        const link: FakeLink = {
          id: `plink_${randomBytes(7).toString('hex')}`,
          short_url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/i/${code}`,
          amount: body.amount ?? 0,
          currency: body.currency ?? 'INR',
          reference_id: body.reference_id ?? '',
          expire_by: body.expire_by ?? 0,
          description: body.description ?? '',
          customer: body.customer ?? {},
          notes: body.notes ?? {},
          status: 'created',
        };
        links.push(link);
        send(response, 200, { ...link, accept_partial: false, amount_paid: 0, entity: 'payment_link' });
        return;
      }
      if (request.method === 'GET' && url.pathname === '/v1/payments') {
        const from = Number(url.searchParams.get('from') ?? 0);
        const to = Number(url.searchParams.get('to') ?? Number.MAX_SAFE_INTEGER);
        const count = Math.min(100, Number(url.searchParams.get('count') ?? 10));
        const skip = Number(url.searchParams.get('skip') ?? 0);
        const items = payments
          .filter((payment) => payment.created_at >= from && payment.created_at <= to)
          .sort((a, b) => b.created_at - a.created_at)
          .slice(skip, skip + count)
          .map((payment) => ({ ...payment, entity: 'payment' }));
        send(response, 200, { entity: 'collection', count: items.length, items });
        return;
      }
      send(response, 404, badRequest('The requested URL was not found on the server.'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    gateway: { ...TEST_GATEWAY, apiUrl: url },
    links,
    payments,
    get unauthorised() {
      return unauthorised;
    },
    failNext(count) {
      failing = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A notification as the gateway sends it: the body's bytes and its headers, signed with `secret`. */
export function signedNotification(
  body: unknown,
  eventId = `evt_${randomBytes(7).toString('hex')}`,
  secret = TEST_GATEWAY.webhookSecret,
) {
  const payload = JSON.stringify(body);
  return {
    payload,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', secret).update(payload).digest('hex'),
      'x-razorpay-event-id': eventId,
    },
  };
}

interface PaymentFields {
  paymentId: string;
  amountPaise: number;
  /** The booking's number in the payment's notes (as a link's notes are passed on); null for none. */
  bookingNumber: string | null;
  createdAt?: Date;
}

function paymentEntity({ paymentId, amountPaise, bookingNumber, createdAt = new Date() }: PaymentFields) {
  return {
    id: paymentId,
    entity: 'payment',
    amount: amountPaise,
    currency: 'INR',
    status: 'captured',
    order_id: `order_${paymentId.slice(4)}`,
    method: 'upi',
    captured: true,
    email: 'ananya@example.com',
    contact: '+919800000000',
    notes: bookingNumber ? { booking_number: bookingNumber } : [],
    created_at: Math.floor(createdAt.getTime() / 1000),
  };
}

/** `payment.captured`, as documented: the payment entity only. */
export function paymentCaptured(fields: PaymentFields) {
  return {
    entity: 'event',
    account_id: 'acc_TestAccount00',
    event: 'payment.captured',
    contains: ['payment'],
    payload: { payment: { entity: paymentEntity(fields) } },
    created_at: Math.floor(Date.now() / 1000),
  };
}

/** `payment_link.paid`, as documented: the link, its order and its payment. */
export function paymentLinkPaid(fields: PaymentFields & { linkId: string }) {
  const payment = paymentEntity(fields);
  return {
    entity: 'event',
    account_id: 'acc_TestAccount00',
    event: 'payment_link.paid',
    contains: ['payment_link', 'order', 'payment'],
    payload: {
      payment_link: {
        entity: {
          id: fields.linkId,
          amount: fields.amountPaise,
          amount_paid: fields.amountPaise,
          currency: 'INR',
          reference_id: fields.bookingNumber ?? '',
          status: 'paid',
          order_id: payment.order_id,
          notes: fields.bookingNumber ? { booking_number: fields.bookingNumber } : [],
        },
      },
      order: {
        entity: { id: payment.order_id, amount: fields.amountPaise, amount_paid: fields.amountPaise, status: 'paid' },
      },
      payment: { entity: payment },
    },
    created_at: Math.floor(Date.now() / 1000),
  };
}
