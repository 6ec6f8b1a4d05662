import { type Config, RAZORPAY_DEFAULT_API_URL } from '#server/config';

/** Where Razorpay's payment links live: their short address, and the pages it leads to. */
const RAZORPAY_PAGES = ['https://rzp.io', 'https://*.razorpay.com'];

/**
 * The origins a form of the site may lead to for the payment gateway (the CSP's form-action):
 * Razorpay's pages when the gateway is on, and the origin of another API address (a staging or
 * test stand-in, whose links are its own). None when the gateway is off.
 */
export function gatewayFormTargets(config: Pick<Config, 'gateway'>): string[] {
  if (!config.gateway) return [];
  const apiOrigin = new URL(config.gateway.apiUrl).origin;
  return apiOrigin === new URL(RAZORPAY_DEFAULT_API_URL).origin ? RAZORPAY_PAGES : [...RAZORPAY_PAGES, apiOrigin];
}
