import { isIsoCalendarDate } from '#shared/event-date';
import type { MoneyDocumentKind } from '#shared/schemas/money-documents';
import { choiceKey, listSpec, matchKey, textKey, type ListPlace, type ListSpec } from '#web/lib/list-params';
import type { MoneyDocumentGroup } from './money-document-groups';

/** Documents per page: a screenful of the table. */
export const MONEY_DOCUMENTS_PAGE_SIZE = 25;

export interface MoneyDocumentListParams extends ListPlace {
  /** Text in the number, the party or the booking's number; '' for none. */
  q: string;
  /** One of the group's kinds, or undefined for both. */
  kind: MoneyDocumentKind | undefined;
  /** Days of India's calendar, `YYYY-MM-DD`, both included; none: the year up to today. */
  from: string | undefined;
  to: string | undefined;
}

/** A group's list in the URL (`?q=&kind=&from=&to=&page=`); days given the wrong way round are put the right way. */
export function moneyDocumentListSpec(group: MoneyDocumentGroup): ListSpec<MoneyDocumentListParams> {
  return listSpec({
    pageSize: MONEY_DOCUMENTS_PAGE_SIZE,
    keys: {
      q: textKey(),
      kind: choiceKey(group.kinds),
      from: matchKey(isIsoCalendarDate),
      to: matchKey(isIsoCalendarDate),
    },
    tidy: (params) =>
      params.from && params.to && params.from > params.to ? { ...params, from: params.to, to: params.from } : params,
  });
}

/** How many filters other than the search narrow the list: the phone's Filters button says it. */
export function moneyDocumentFilterCount(params: MoneyDocumentListParams): number {
  return [params.kind, params.from, params.to].filter((value) => value !== undefined).length;
}
