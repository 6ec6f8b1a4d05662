/** Leaves the page for another site's (the payment gateway's), as a link followed would: Back returns here. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
