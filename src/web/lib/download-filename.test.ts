import { describe, expect, it } from 'vitest';
import { downloadFilename } from './download-filename.js';

describe('downloadFilename', () => {
  it('reads the quoted name the server sends', () => {
    expect(downloadFilename('attachment; filename="inquiries-2026-11-22.csv"', 'x.csv')).toBe(
      'inquiries-2026-11-22.csv',
    );
  });

  it('prefers the UTF-8 name and reads an unquoted one', () => {
    expect(downloadFilename(`attachment; filename="a.csv"; filename*=UTF-8''b%C3%A9.csv`, 'x.csv')).toBe('bé.csv');
    expect(downloadFilename('attachment; filename=plain.csv', 'x.csv')).toBe('plain.csv');
  });

  it('keeps only a base name', () => {
    expect(downloadFilename('attachment; filename="../../etc/passwd"', 'x.csv')).toBe('passwd');
  });

  it('falls back without a usable name', () => {
    expect(downloadFilename(null, 'x.csv')).toBe('x.csv');
    expect(downloadFilename('attachment', 'x.csv')).toBe('x.csv');
    expect(downloadFilename('attachment; filename=""', 'x.csv')).toBe('x.csv');
    expect(downloadFilename(`attachment; filename*=UTF-8''%E0%A4`, 'x.csv')).toBe('x.csv');
  });
});
