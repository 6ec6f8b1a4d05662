import { describe, expect, it } from 'vitest';
import {
  AUDIT_PAGE_SIZE,
  auditFilterCount,
  NO_AUDIT_FILTERS,
  auditListQueryOf,
  auditPageCountOf,
  isAuditFiltered,
  readAuditListParams,
  writeAuditListParams,
} from './audit-list-params.js';

const ID = '0b6f3a52-9d7e-4c1a-8f2b-3c4d5e6f7a8b';
const read = (query: string) => readAuditListParams(new URLSearchParams(query));
const write = (query: string, change: Parameters<typeof writeAuditListParams>[1]) =>
  writeAuditListParams(new URLSearchParams(query), change).toString();

describe('readAuditListParams', () => {
  it('reads the defaults from an empty query', () => {
    expect(read('')).toEqual(NO_AUDIT_FILTERS);
  });

  it('reads every part', () => {
    expect(read(`q=+Asha+&actor=${ID}&kind=inquiry&from=2026-11-01&to=2026-11-30&page=3`)).toEqual({
      q: 'Asha',
      actor: ID,
      kind: 'inquiry',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 3,
    });
  });

  it.each(['kind=all', 'kind=Celebrity', 'kind=email'])('takes an unknown kind (%s) as all', (query) => {
    expect(read(query).kind).toBeUndefined();
  });

  it.each(['actor=me', 'actor=42', 'actor='])('takes a person that is not an id (%s) as anyone', (query) => {
    expect(read(query).actor).toBeUndefined();
  });

  it.each(['from=2026-02-30', 'from=26-11-01', 'from=today', 'from=2026-11-1'])(
    'ignores a day that is not a calendar day (%s)',
    (query) => {
      expect(read(query).from).toBeUndefined();
    },
  );

  it('puts days given the wrong way round the right way', () => {
    expect(read('from=2026-12-01&to=2026-11-01')).toMatchObject({ from: '2026-11-01', to: '2026-12-01' });
  });

  it.each(['page=0', 'page=-2', 'page=1.5', 'page=abc', 'page=1e99'])('takes a bad page (%s) as 1', (query) => {
    expect(read(query).page).toBe(1);
  });
});

describe('writeAuditListParams', () => {
  it('leaves the defaults out of the URL', () => {
    expect(write(`q=x&kind=staff&actor=${ID}&from=2026-01-01&to=2026-01-02&page=2`, NO_AUDIT_FILTERS)).toBe('');
  });

  it.each([{ kind: 'celebrity' as const }, { actor: ID }, { from: '2026-11-01' }, { to: '2026-11-30' }, { q: 'asha' }])(
    'starts again at page 1 when a filter changes (%j)',
    (change) => {
      expect(new URLSearchParams(write('page=4', change)).get('page')).toBeNull();
    },
  );

  it('keeps the page when a filter is set to what it already is', () => {
    expect(write('kind=staff&page=4', { kind: 'staff' })).toBe('kind=staff&page=4');
  });

  it('changes the page alone', () => {
    expect(write('kind=account', { page: 2 })).toBe('kind=account&page=2');
  });

  it('trims the search text and drops an empty one', () => {
    expect(write('', { q: '  Asha  ' })).toBe('q=Asha');
    expect(write('q=Asha', { q: '  ' })).toBe('');
  });

  it('keeps parameters it does not own', () => {
    expect(write('other=1', { page: 3 })).toBe('other=1&page=3');
  });
});

describe('isAuditFiltered', () => {
  it('is off with every filter off, whatever the page', () => {
    expect(isAuditFiltered({ ...NO_AUDIT_FILTERS, page: 5 })).toBe(false);
  });

  it.each([{ q: 'a' }, { actor: ID }, { kind: 'settings' as const }, { from: '2026-01-01' }, { to: '2026-01-01' }])(
    'is on with %j',
    (change) => {
      expect(isAuditFiltered({ ...NO_AUDIT_FILTERS, ...change })).toBe(true);
    },
  );
});

describe('auditListQueryOf', () => {
  it('asks for the page’s slice with the filters', () => {
    expect(auditListQueryOf({ q: 'a', actor: ID, kind: 'staff', from: '2026-01-01', to: undefined, page: 3 })).toEqual({
      q: 'a',
      actor: ID,
      kind: 'staff',
      from: '2026-01-01',
      to: undefined,
      limit: AUDIT_PAGE_SIZE,
      offset: 2 * AUDIT_PAGE_SIZE,
    });
  });
});

describe('auditPageCountOf', () => {
  it.each([
    [0, 1],
    [1, 1],
    [AUDIT_PAGE_SIZE, 1],
    [AUDIT_PAGE_SIZE + 1, 2],
  ])('%i changes fill %i page(s)', (total, pages) => {
    expect(auditPageCountOf(total)).toBe(pages);
  });
});

describe('auditFilterCount', () => {
  it('counts the person, kind and days set, never the search (the search box stays in view)', () => {
    expect(auditFilterCount(readAuditListParams(new URLSearchParams('q=asha')))).toBe(0);
    expect(auditFilterCount(readAuditListParams(new URLSearchParams('kind=staff&from=2026-11-01')))).toBe(2);
    expect(
      auditFilterCount(
        readAuditListParams(new URLSearchParams(`actor=${ID}&kind=inquiry&from=2026-11-01&to=2026-11-02`)),
      ),
    ).toBe(4);
  });
});
