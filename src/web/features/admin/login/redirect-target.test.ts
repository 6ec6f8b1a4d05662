import { describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_PATH, redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('returns to the admin page first asked for, with its query and hash', () => {
    expect(redirectTarget({ from: { pathname: '/admin/inquiries', search: '?status=pending', hash: '#top' } })).toBe(
      '/admin/inquiries?status=pending#top',
    );
    expect(redirectTarget({ from: { pathname: '/admin/celebrities/edit/42' } })).toBe('/admin/celebrities/edit/42');
  });

  it('goes to the dashboard when nothing was asked for', () => {
    expect(redirectTarget(null)).toBe(DEFAULT_ADMIN_PATH);
    expect(redirectTarget({})).toBe(DEFAULT_ADMIN_PATH);
    expect(redirectTarget({ from: { pathname: 42 } })).toBe(DEFAULT_ADMIN_PATH);
  });

  it('never leaves the admin area or loops back to the login page', () => {
    expect(redirectTarget({ from: { pathname: '/celebrities' } })).toBe(DEFAULT_ADMIN_PATH);
    expect(redirectTarget({ from: { pathname: '//evil.example/admin' } })).toBe(DEFAULT_ADMIN_PATH);
    expect(redirectTarget({ from: { pathname: '/administrator' } })).toBe(DEFAULT_ADMIN_PATH);
    expect(redirectTarget({ from: { pathname: '/admin//evil.example' } })).toBe(DEFAULT_ADMIN_PATH);
    expect(redirectTarget({ from: { pathname: '/admin/login' } })).toBe(DEFAULT_ADMIN_PATH);
  });

  it('drops a malformed query or hash', () => {
    expect(redirectTarget({ from: { pathname: '/admin/staff', search: 'x', hash: 'y' } })).toBe('/admin/staff');
  });
});
