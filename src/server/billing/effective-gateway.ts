import type { Config } from '#server/config';
import type { SavedGateway } from '#server/site/saved-gateway';
import { type PaymentGateway, razorpayGateway } from './razorpay-gateway.js';

/*
 * Which payment gateway applies (issue 38, decision 0034): the environment's when it sets all
 * three credentials, else the one saved in Settings → Payments, else none. Resolved at each use
 * (the status page's "Pay online", a payment link, a webhook, the reconciliation, the CSP), so a
 * save takes effect without a restart. RAZORPAY_API_URL is the environment's either way.
 */

export interface EffectiveGateway {
  source: 'environment' | 'settings';
  keyId: string;
  /** What the gateway's notifications are signed with. */
  webhookSecret: string;
  /** Where the SDK reaches it (RAZORPAY_API_URL). */
  apiUrl: string;
  /** The SDK's client for these credentials. */
  client: PaymentGateway;
}

export interface GatewayResolver {
  /** The gateway that applies now, or null when none is configured. */
  current(): Promise<EffectiveGateway | null>;
}

type MakeClient = typeof razorpayGateway;

export function gatewayResolver(
  config: Pick<Config, 'gateway' | 'gatewayApiUrl'>,
  saved: Pick<SavedGateway, 'get'>,
  make: MakeClient = razorpayGateway,
): GatewayResolver {
  const fromEnvironment: EffectiveGateway | null = config.gateway
    ? {
        source: 'environment',
        keyId: config.gateway.keyId,
        webhookSecret: config.gateway.webhookSecret,
        apiUrl: config.gateway.apiUrl,
        client: make(config.gateway),
      }
    : null;
  // The SDK's client for the saved credentials, made again only when they change.
  let madeFor: { keyId: string; keySecret: string; client: PaymentGateway } | null = null;
  return {
    async current() {
      if (fromEnvironment) return fromEnvironment;
      const credentials = await saved.get();
      if (!credentials) return null;
      if (madeFor?.keyId !== credentials.keyId || madeFor.keySecret !== credentials.keySecret) {
        madeFor = {
          keyId: credentials.keyId,
          keySecret: credentials.keySecret,
          client: make({ ...credentials, apiUrl: config.gatewayApiUrl }),
        };
      }
      return {
        source: 'settings',
        keyId: credentials.keyId,
        webhookSecret: credentials.webhookSecret,
        apiUrl: config.gatewayApiUrl,
        client: madeFor.client,
      };
    },
  };
}
