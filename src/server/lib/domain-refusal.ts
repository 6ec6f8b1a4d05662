import type { FieldError } from '#shared/schemas/envelope';

/**
 * What kind of "no" a refusal is, in the business's words. The edge picks its HTTP status
 * (`answerToDomainError` in src/server/domain-errors.ts), so a service never names one.
 */
export type RefusalKind =
  /** The request asks for something the rules do not allow (a date past, an amount over what is due). */
  | 'invalid'
  /** What it names does not exist, or not for this asker. */
  | 'not-found'
  /** It existed and is no longer there (a link past its life). */
  | 'gone'
  /** The record's state refuses the step (already accepted, already cancelled, dates taken). */
  | 'conflict'
  /** Asked again too soon; `retryAfterSeconds` says when it may be asked again. */
  | 'too-soon';

export interface RefusalDetails {
  /** The fields to blame, in a schema failure's shape, so a form shows each beside its field. */
  fields?: FieldError[];
  /** For 'too-soon': seconds until the step may be asked again. */
  retryAfterSeconds?: number;
}

/** An expected refusal raised by a service: its kind and the message the person reads. */
export class DomainRefusal extends Error {
  readonly fields?: FieldError[];
  readonly retryAfterSeconds?: number;

  constructor(
    readonly kind: RefusalKind,
    message: string,
    details: RefusalDetails = {},
  ) {
    super(message);
    this.name = 'DomainRefusal';
    this.fields = details.fields;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

/** A refusal caused by one field ('invalid' unless said otherwise), with that field's message. */
export function fieldRefusal(path: string, message: string, kind: RefusalKind = 'invalid'): DomainRefusal {
  return new DomainRefusal(kind, message, { fields: [{ path, message }] });
}
