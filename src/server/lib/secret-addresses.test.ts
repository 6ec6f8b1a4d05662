import { describe, expect, it } from 'vitest';
import { redactSecretAddresses } from './secret-addresses';

const TOKEN = 'Zk3_-q9Wm2Lx8Vb4Nc7Rt1Yp6Hs0Jd5Gf2Ka8Qe4Uw';

describe('redactSecretAddresses', () => {
  it.each([
    [`/inquiry/${TOKEN}`, '/inquiry/[redacted]'],
    [`https://starline.example/inquiry/${TOKEN}?from=mail`, 'https://starline.example/inquiry/[redacted]?from=mail'],
    [`/api/inquiry-status/${TOKEN}`, '/api/inquiry-status/[redacted]'],
    [`/api/inquiry-status/${TOKEN}/quote/accept`, '/api/inquiry-status/[redacted]/quote/accept'],
    [`/api/inquiry-status/%5A${TOKEN}/invoice.pdf`, '/api/inquiry-status/[redacted]/invoice.pdf'],
    [`/API/Inquiry-Status/${TOKEN}`, '/API/Inquiry-Status/[redacted]'],
    [`/api/calendar-feeds/${TOKEN}.ics`, '/api/calendar-feeds/[redacted].ics'],
    [`/admin/reset-password?token=${TOKEN}`, '/admin/reset-password?token=[redacted]'],
    [`/admin/reset-password?a=1&token=${TOKEN}&b=2`, '/admin/reset-password?a=1&token=[redacted]&b=2'],
  ])('%s -> %s', (address, expected) => {
    expect(redactSecretAddresses(address)).toBe(expected);
  });

  it("redacts inside a whole log line, the fast path's and an error's alike, and leaves other addresses alone", () => {
    const line = JSON.stringify({
      req: { method: 'GET', url: `/api/inquiry-status/${TOKEN}` },
      err: { message: `Route GET:/inquiry/${TOKEN} not found`, stack: `at /api/calendar-feeds/${TOKEN}.ics` },
      other: '/api/celebrities/meera-kapoor?available=2026-12-01',
    });
    const redacted = redactSecretAddresses(`${line}\n`);
    expect(redacted).not.toContain(TOKEN);
    expect(redacted).toContain('/api/celebrities/meera-kapoor?available=2026-12-01');
    expect(redacted.endsWith('}\n')).toBe(true);
    expect(JSON.parse(redacted)).toBeTruthy();
  });
});
