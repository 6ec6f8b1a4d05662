import type { APIRequestContext } from '@playwright/test';
import type { FakeNotification } from '#scripts/fake-razorpay.mjs';
import { WORKER_PORT } from './worker-server';

/** This worker's stand-in for Razorpay (scripts/fake-razorpay.mjs, started by scripts/e2e-server.mjs). */
export const FAKE_RAZORPAY_ORIGIN = `http://127.0.0.1:${WORKER_PORT + 2002}`;

/** The notifications the stand-in sent the app about one payment, in the order sent, with their answers. */
export async function notificationsOf(request: APIRequestContext, paymentId: string): Promise<FakeNotification[]> {
  const all = (await (await request.get(`${FAKE_RAZORPAY_ORIGIN}/_fake/notifications`)).json()) as FakeNotification[];
  return all.filter((notification) => notification.paymentId === paymentId);
}
