import { describe, expect, it } from 'vitest';
import { auditWhatOf, fieldLabelOf } from './audit-labels.js';

describe('auditWhatOf', () => {
  it.each([
    ['celebrity', 'published', 'Celebrity published'],
    ['celebrity', 'created', 'Celebrity created'],
    ['inquiry', 'status_changed', 'Inquiry status changed'],
    ['inquiry', 'note_added', 'Inquiry note added'],
    ['settings', 'updated', 'Settings updated'],
    ['staff', 'disabled', 'Staff member disabled'],
    ['account', 'signed_out_everywhere', 'Account signed out everywhere'],
    ['account', 'password_changed', 'Account password changed'],
    ['inquiry', 'erased', 'Personal data erased'],
    // Entries from before quotes, when an inquiry had one quoted amount.
    ['inquiry', 'quoted', 'Inquiry quoted amount changed'],
  ] as const)('%s %s reads “%s”', (kind, action, words) => {
    expect(auditWhatOf(kind, action)).toBe(words);
  });

  it('reads an action it does not know as words', () => {
    expect(auditWhatOf('celebrity', 'Slug-Renamed')).toBe('Celebrity slug renamed');
    expect(auditWhatOf('staff', '')).toBe('Staff member');
  });
});

describe('fieldLabelOf', () => {
  it.each([
    ['status', 'Status'],
    // The field of the old 'quoted' entries (before and after).
    ['quotedAmount', 'Quoted amount'],
    ['emailedCustomer', 'Emailed customer'],
    ['map_url', 'Map URL'],
    ['profileImageUrl', 'Profile image URL'],
    ['_id', 'ID'],
    ['whatsapp', 'WhatsApp'],
    ['', 'Value'],
  ])('%j reads “%s”', (key, label) => {
    expect(fieldLabelOf(key)).toBe(label);
  });
});
