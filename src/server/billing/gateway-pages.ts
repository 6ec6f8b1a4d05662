import { RAZORPAY_DEFAULT_API_URL } from '#server/config';

/** Where Razorpay's payment links live: their short address, and the pages it leads to. */
const RAZORPAY_PAGES = ['https://rzp.io', 'https://*.razorpay.com'];

/**
 * The origins a form of the site may lead to for the payment gateway (the CSP's form-action):
 * Razorpay's pages when a gateway applies (`apiUrl` its API's address), and the origin of another API address (a staging or
 * test stand-in, whose links are its own). None when no gateway applies (the environment's or
 * the saved one, billing/effective-gateway.ts).
 */
export function gatewayFormTargets(apiUrl: string | null): string[] {
  if (apiUrl === null) return [];
  const apiOrigin = new URL(apiUrl).origin;
  return apiOrigin === new URL(RAZORPAY_DEFAULT_API_URL).origin ? RAZORPAY_PAGES : [...RAZORPAY_PAGES, apiOrigin];
}
