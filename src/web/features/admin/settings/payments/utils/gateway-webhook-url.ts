/** Where Razorpay sends its notifications: this site's webhook (the admin is on the site itself). */
export function gatewayWebhookUrl(origin: string = window.location.origin): string {
  return `${origin}/api/payments/razorpay/webhook`;
}
