import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

const DASHBOARD = '/admin/dashboard';
const PORTAL = '/portal';

describe('redirectTarget', () => {
  it('returns staff to the admin page first asked for, with its query and hash', () => {
    expect(
      redirectTarget({ from: { pathname: '/admin/inquiries', search: '?status=pending', hash: '#top' } }, 'staff'),
    ).toBe('/admin/inquiries?status=pending#top');
    expect(redirectTarget({ from: { pathname: '/admin/celebrities/edit/42' } }, 'admin')).toBe(
      '/admin/celebrities/edit/42',
    );
  });

  it('goes to the dashboard when nothing was asked for', () => {
    expect(redirectTarget(null, 'staff')).toBe(DASHBOARD);
    expect(redirectTarget({}, 'admin')).toBe(DASHBOARD);
    expect(redirectTarget({ from: { pathname: 42 } }, 'staff')).toBe(DASHBOARD);
  });

  it('never leaves the admin area or loops back to the login page', () => {
    expect(redirectTarget({ from: { pathname: '/celebrities' } }, 'staff')).toBe(DASHBOARD);
    expect(redirectTarget({ from: { pathname: '//evil.example/admin' } }, 'staff')).toBe(DASHBOARD);
    expect(redirectTarget({ from: { pathname: '/administrator' } }, 'staff')).toBe(DASHBOARD);
    expect(redirectTarget({ from: { pathname: '/admin//evil.example' } }, 'staff')).toBe(DASHBOARD);
    expect(redirectTarget({ from: { pathname: '/admin/login' } }, 'staff')).toBe(DASHBOARD);
  });

  it('drops a malformed query or hash', () => {
    expect(redirectTarget({ from: { pathname: '/admin/staff', search: 'x', hash: 'y' } }, 'admin')).toBe(
      '/admin/staff',
    );
  });

  it('lands a talent user on the portal, never the panel, and keeps a portal page they asked for', () => {
    expect(redirectTarget(null, 'talent')).toBe(PORTAL);
    expect(redirectTarget({ from: { pathname: '/admin/dashboard' } }, 'talent')).toBe(PORTAL);
    expect(redirectTarget({ from: { pathname: '/admin/inquiries/7' } }, 'talent')).toBe(PORTAL);
    expect(redirectTarget({ from: { pathname: '/portal/calendar', search: '?month=2028-02' } }, 'talent')).toBe(
      '/portal/calendar?month=2028-02',
    );
  });

  it('never sends staff to the portal', () => {
    expect(redirectTarget({ from: { pathname: '/portal/calendar' } }, 'staff')).toBe(DASHBOARD);
    expect(redirectTarget({ from: { pathname: '/portal' } }, 'admin')).toBe(DASHBOARD);
  });
});
