import type Razorpay from 'razorpay';
import type { GatewayConfig } from '#server/config';

/*
 * The payment gateway (issue 38) through Razorpay's official Node SDK: payment links made for
 * what a booking owes, and the payments it saw (for the reconciliation). Everything the product
 * asks of the gateway goes through PaymentGateway, so tests and staging point the SDK at
 * another server (RAZORPAY_API_URL) and nothing else changes.
 */

/** How long one call to the gateway may take before the customer is told to pay another way. */
const GATEWAY_TIMEOUT_MS = 15_000;
/** The gateway lists at most this many payments a page. */
const PAYMENTS_PAGE = 100;
/** Pages of payments read for one reconciliation at most (10,000 payments). */
const MAX_PAYMENT_PAGES = 100;

/** A payment link to make: what it asks for, whose it is, until when. */
export interface PaymentLinkRequest {
  amountPaise: number;
  /** The booking's number: the link's reference, shown on the gateway's dashboard. */
  bookingNumber: string;
  bookingId: string;
  description: string;
  customer: { name: string; email: string; contact: string };
  expiresAt: Date;
  /** Where the gateway sends the customer back after paying: their status page. */
  returnUrl: string;
}

/** A payment link as the gateway made it. */
export interface MadeLink {
  id: string;
  shortUrl: string;
}

/** A payment as the gateway lists it. */
export interface GatewayPayment {
  id: string;
  amountPaise: number;
  status: string;
  createdAt: Date;
  /** The booking's number when the payment came through one of our links (its notes). */
  bookingNumber: string | null;
}

export interface PaymentGateway {
  createLink(request: PaymentLinkRequest): Promise<MadeLink>;
  /** The captured payments made between `from` and `to`. */
  capturedPayments(from: Date, to: Date): Promise<GatewayPayment[]>;
}

/** The gateway did not answer, or answered with an error: the customer pays another way meanwhile. */
export class GatewayUnavailableError extends Error {
  constructor(cause: unknown) {
    super('the payment gateway did not answer', { cause });
    this.name = 'GatewayUnavailableError';
  }
}

/** The SDK's HTTP client, which it keeps but does not type: its address and time limit are set here. */
interface SdkHttpClient {
  rq: { defaults: { baseURL?: string; timeout?: number } };
}

/** A call to the gateway, any failure (refused, unreachable, timed out) as GatewayUnavailableError. */
async function gatewayCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new GatewayUnavailableError(error);
  }
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

interface PaymentEntity {
  id: string;
  amount: number | string;
  status: string;
  created_at: number;
  notes?: Record<string, unknown> | unknown[] | null;
}

/** The booking's number a payment's notes carry (an empty array when it has none). */
export function bookingNumberOfNotes(notes: unknown): string | null {
  if (notes === null || typeof notes !== 'object' || Array.isArray(notes)) return null;
  const value = (notes as Record<string, unknown>).booking_number;
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The gateway as Razorpay's SDK reaches it, at `config.apiUrl` with the key id and secret. */
export function razorpayGateway(config: GatewayConfig): PaymentGateway {
  // The SDK, with its HTTP client, is loaded at the first call: about 5 MB of heap that a server
  // whose customers never pay online would hold for nothing. Failing to load, it is a gateway
  // that did not answer, like any other failure of a call.
  let made: Promise<Razorpay> | undefined;
  const sdk = () =>
    (made ??= import('razorpay').then(({ default: Sdk }) => {
      const razorpay = new Sdk({ key_id: config.keyId, key_secret: config.keySecret });
      // The SDK names Razorpay's address itself and has no option for another: its axios client's
      // defaults are where it keeps it (node_modules/razorpay/dist/api.js, `baseURL: hostUrl`).
      const http = (razorpay.api as unknown as SdkHttpClient).rq.defaults;
      http.baseURL = config.apiUrl;
      http.timeout = GATEWAY_TIMEOUT_MS;
      return razorpay;
    }));
  return {
    async createLink(request) {
      const link = await gatewayCall(async () =>
        (await sdk()).paymentLink.create({
          amount: request.amountPaise,
          currency: 'INR',
          accept_partial: false,
          reference_id: request.bookingNumber,
          description: request.description,
          expire_by: seconds(request.expiresAt),
          customer: request.customer,
          // The customer asked for it on the page and is sent there: no SMS or e-mail of the gateway's.
          notify: { sms: false, email: false },
          reminder_enable: false,
          notes: { booking_number: request.bookingNumber, booking_id: request.bookingId },
          // Paid, the customer is led back to their status page (a GET, with the payment's ids in its query).
          callback_url: request.returnUrl,
          callback_method: 'get',
        }),
      );
      return { id: link.id, shortUrl: link.short_url };
    },
    async capturedPayments(from, to) {
      const found: GatewayPayment[] = [];
      for (let page = 0; page < MAX_PAYMENT_PAGES; page += 1) {
        const answer = await gatewayCall(
          async () =>
            (await sdk()).payments.all({
              from: seconds(from),
              to: seconds(to),
              count: PAYMENTS_PAGE,
              skip: page * PAYMENTS_PAGE,
            }) as Promise<{ items: PaymentEntity[] }>,
        );
        for (const item of answer.items) {
          if (item.status !== 'captured' && item.status !== 'refunded') continue;
          found.push({
            id: item.id,
            amountPaise: Number(item.amount),
            status: item.status,
            createdAt: new Date(item.created_at * 1000),
            bookingNumber: bookingNumberOfNotes(item.notes),
          });
        }
        if (answer.items.length < PAYMENTS_PAGE) break;
      }
      return found;
    },
  };
}
