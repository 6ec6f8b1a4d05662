// A stand-in for Razorpay on 127.0.0.1, for the tests and journeys that run offline (issue 38,
// docs/decisions/0034): the SDK is pointed at it with RAZORPAY_API_URL. Plain ESM so that both
// the vitest tests (through src/server/test/fake-razorpay.ts) and the journeys' server
// (scripts/e2e-server.mjs, plain Node) start the same one.
//
// Its API answers the two calls the product makes as Razorpay's documentation says (Payment
// Links: create; Payments: fetch all, `from`/`to` in Unix seconds, `count`/`skip`), behind HTTP
// basic auth with the key id and secret, and keeps what it was asked. Each link's `short_url` is
// a tiny hosted checkout (the amount and a "Pay" button): paying there captures a payment (which
// `GET /v1/payments` then lists), sends the app the signed notifications Razorpay sends for it
// (when started with `notifyUrl`), and leads the browser to the link's `callback_url`.
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';

export const TEST_GATEWAY = {
  keyId: 'rzp_test_K3yId0000000',
  keySecret: 'test-key-secret-0000',
  webhookSecret: 'test-webhook-secret-0000',
};

/** How long the fake waits for the app to answer one notification. */
const NOTIFY_TIMEOUT_MS = 15_000;

const hex = (bytes) => randomBytes(bytes).toString('hex');
const unixNow = () => Math.floor(Date.now() / 1000);

/** A notification as the gateway sends it: the body's bytes and its headers, signed with `secret`. */
export function signedNotification(body, eventId = `evt_${hex(7)}`, secret = TEST_GATEWAY.webhookSecret) {
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

/** A captured payment entity; its notes are the link's (Razorpay passes them on), or the booking's number alone. */
function paymentEntity({ paymentId, amountPaise, bookingNumber, notes, createdAt = new Date() }) {
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
    notes: notes ?? (bookingNumber ? { booking_number: bookingNumber } : []),
    created_at: Math.floor(createdAt.getTime() / 1000),
  };
}

/** `payment.captured`, as documented: the payment entity only. */
export function paymentCaptured(fields) {
  return {
    entity: 'event',
    account_id: 'acc_TestAccount00',
    event: 'payment.captured',
    contains: ['payment'],
    payload: { payment: { entity: paymentEntity(fields) } },
    created_at: unixNow(),
  };
}

/** `payment_link.paid`, as documented: the link, its order and its payment. */
export function paymentLinkPaid(fields) {
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
          notes: payment.notes,
        },
      },
      order: {
        entity: { id: payment.order_id, amount: fields.amountPaise, amount_paid: fields.amountPaise, status: 'paid' },
      },
      payment: { entity: payment },
    },
    created_at: unixNow(),
  };
}

function send(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const badRequest = (description, field) => ({
  error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', step: 'payment_initiation', field },
});

const rupees = (paise) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);
const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** The hosted page of a payment link: what it asks for and a "Pay" button, or that it is paid. */
function checkoutPage(link) {
  const paid = link.status === 'paid';
  const body = paid
    ? `<p role="status">This payment link is paid: ${rupees(link.amount_paid)}.</p>`
    : `<p>Amount: <strong data-amount>${rupees(link.amount)}</strong></p>
  <form method="post" action="${escapeHtml(new URL(link.short_url).pathname)}/pay"><button type="submit">Pay</button></form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Razorpay (test checkout)</title></head>
<body><main><h1>Pay ${escapeHtml(link.description)}</h1>
  <p>Reference ${escapeHtml(link.reference_id)}</p>
  ${body}
</main></body></html>`;
}

/** Where Razorpay leads the customer after paying: the link's callback with its documented query and signature. */
function callbackAddress(link, paymentId) {
  const status = 'paid';
  const signature = createHmac('sha256', TEST_GATEWAY.keySecret)
    .update(`${link.id}|${link.reference_id}|${status}|${paymentId}`)
    .digest('hex');
  const url = new URL(link.callback_url);
  url.searchParams.set('razorpay_payment_id', paymentId);
  url.searchParams.set('razorpay_payment_link_id', link.id);
  url.searchParams.set('razorpay_payment_link_reference_id', link.reference_id);
  url.searchParams.set('razorpay_payment_link_status', status);
  url.searchParams.set('razorpay_signature', signature);
  return url.toString();
}

/**
 * Starts the fake on 127.0.0.1 (`port`, or any free one). With `notifyUrl` (the app's webhook),
 * a payment on a hosted checkout is notified there as Razorpay notifies it: `payment.captured`
 * first, then `payment_link.paid` (out of the order a reader might expect), then the first event
 * again (at least once: the same event id twice). What each delivery was answered is kept in
 * `notifications` and served at `GET /_fake/notifications`.
 */
export async function startFakeRazorpay({ port = 0, notifyUrl } = {}) {
  const links = [];
  const payments = [];
  const notifications = [];
  let failing = 0;
  let unauthorised = 0;
  const expectedAuth = `Basic ${Buffer.from(`${TEST_GATEWAY.keyId}:${TEST_GATEWAY.keySecret}`).toString('base64')}`;
  let origin = '';

  async function notify(event, eventId) {
    const signed = signedNotification(event, eventId);
    const paymentId = event.payload.payment.entity.id;
    const delivery = { event: event.event, eventId, paymentId, status: 0, result: null };
    notifications.push(delivery);
    try {
      const answer = await fetch(notifyUrl, {
        method: 'POST',
        headers: signed.headers,
        body: signed.payload,
        signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
      });
      delivery.status = answer.status;
      delivery.result = (await answer.json().catch(() => null))?.data?.result ?? null;
    } catch (error) {
      delivery.result = `not delivered: ${error.message}`;
    }
  }

  async function pay(link, response) {
    const paymentId = `pay_${hex(7)}`;
    const createdAt = new Date();
    link.status = 'paid';
    link.amount_paid = link.amount;
    payments.push({ ...paymentEntity({ paymentId, amountPaise: link.amount, notes: link.notes, createdAt }) });
    if (notifyUrl) {
      const fields = {
        paymentId,
        amountPaise: link.amount,
        bookingNumber: link.reference_id,
        notes: link.notes,
        createdAt,
      };
      const captured = { id: `evt_${hex(7)}`, body: paymentCaptured(fields) };
      await notify(captured.body, captured.id);
      await notify(paymentLinkPaid({ ...fields, linkId: link.id }), `evt_${hex(7)}`);
      await notify(captured.body, captured.id);
    }
    if (link.callback_url) {
      response.writeHead(303, { location: callbackAddress(link, paymentId) });
      response.end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(checkoutPage(link));
  }

  function api(request, url, body, response) {
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
    if (request.method === 'POST' && url.pathname === '/v1/payment_links') {
      const asked = JSON.parse(body || '{}');
      if (!Number.isInteger(asked.amount) || asked.amount < 100) {
        send(response, 400, badRequest('The amount must be atleast INR 1.00', 'amount'));
        return;
      }
      if ((asked.expire_by ?? 0) < unixNow() + 15 * 60) {
        send(response, 400, badRequest('expire_by should be at least 15 minutes after current time', 'expire_by'));
        return;
      }
      const link = {
        id: `plink_${hex(7)}`,
        short_url: `${origin}/i/${hex(4)}`,
        amount: asked.amount,
        currency: asked.currency ?? 'INR',
        reference_id: asked.reference_id ?? '',
        expire_by: asked.expire_by ?? 0,
        description: asked.description ?? '',
        customer: asked.customer ?? {},
        notes: asked.notes ?? {},
        callback_url: asked.callback_url ?? '',
        callback_method: asked.callback_method ?? '',
        status: 'created',
        amount_paid: 0,
      };
      links.push(link);
      send(response, 200, { ...link, accept_partial: false, entity: 'payment_link' });
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
  }

  /** The hosted pages, public as Razorpay's are: `/i/<code>` and its form's `/i/<code>/pay`. */
  function hosted(request, url, response) {
    const [, code, action] = /^\/i\/([0-9a-f]+)(\/pay)?$/.exec(url.pathname) ?? [];
    const link = code && links.find((candidate) => candidate.short_url === `${origin}/i/${code}`);
    if (!link) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('This payment link does not exist.');
      return;
    }
    if (action && request.method === 'POST' && link.status !== 'paid') {
      pay(link, response).catch((error) => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(String(error));
      });
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(checkoutPage(link));
  }

  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', origin);
      if (url.pathname.startsWith('/v1/')) api(request, url, Buffer.concat(chunks).toString('utf8'), response);
      else if (url.pathname === '/_fake/notifications') send(response, 200, notifications);
      else hosted(request, url, response);
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
  return {
    url: origin,
    gateway: { ...TEST_GATEWAY, apiUrl: origin },
    links,
    payments,
    notifications,
    get unauthorised() {
      return unauthorised;
    },
    failNext(count) {
      failing = count;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
