/*
 * The stand-in for Razorpay that tests start (issue 38): scripts/fake-razorpay.mjs, plain ESM so
 * that the journeys' server (scripts/e2e-server.mjs, plain Node) starts the same one. Its
 * `gateway` is the app's GatewayConfig pointing the SDK at it.
 */
export * from '#scripts/fake-razorpay.mjs';
