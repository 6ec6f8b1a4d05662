// Types of fake-razorpay.mjs, for the TypeScript that uses it (src/server/test/fake-razorpay.ts, the journeys).
export declare const TEST_GATEWAY: { keyId: string; keySecret: string; webhookSecret: string };

export interface FakeLink {
  id: string;
  short_url: string;
  amount: number;
  amount_paid: number;
  currency: string;
  reference_id: string;
  expire_by: number;
  description: string;
  customer: { name?: string; email?: string; contact?: string };
  notes: Record<string, string>;
  callback_url: string;
  callback_method: string;
  status: 'created' | 'paid';
}

export interface FakePayment {
  id: string;
  amount: number;
  currency: string;
  status: string;
  created_at: number;
  notes: Record<string, string> | unknown[];
}

/** One notification the fake sent the app, and what it was answered (`data.result`). */
export interface FakeNotification {
  event: string;
  eventId: string;
  /** The payment it tells of. */
  paymentId: string;
  status: number;
  result: string | null;
}

export interface FakeRazorpay {
  url: string;
  /** The gateway's settings that point the app at this server. */
  gateway: { keyId: string; keySecret: string; webhookSecret: string; apiUrl: string };
  links: FakeLink[];
  /** The payments `GET /v1/payments` lists; tests add to it, paying on a hosted checkout adds to it. */
  payments: FakePayment[];
  notifications: FakeNotification[];
  /** Requests refused for their credentials. */
  readonly unauthorised: number;
  /** The next calls answer 502 (the gateway down), this many of them. */
  failNext(count: number): void;
  close(): Promise<void>;
}

export function startFakeRazorpay(options?: { port?: number; notifyUrl?: string }): Promise<FakeRazorpay>;

export interface PaymentFields {
  paymentId: string;
  amountPaise: number;
  /** The booking's number in the payment's notes (as a link's notes are passed on); null for none. */
  bookingNumber: string | null;
  /** The payment's notes in full (a link's), instead of the booking's number alone. */
  notes?: Record<string, string>;
  createdAt?: Date;
}

export function signedNotification(
  body: unknown,
  eventId?: string,
  secret?: string,
): { payload: string; headers: Record<string, string> };
export function paymentCaptured(fields: PaymentFields): unknown;
export function paymentLinkPaid(fields: PaymentFields & { linkId: string }): unknown;
