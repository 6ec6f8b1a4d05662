/**
 * The person making a change: a signed-in user, by id and by the name they go by now (kept with
 * the change, so the record outlives a renamed or deleted account). `sessionId` is the session
 * they act from, where a change must spare it (a new password ends every other session).
 * A request's `currentUser` is an Actor as it is.
 */
export interface Actor {
  id: string;
  name: string;
  sessionId?: string;
}
