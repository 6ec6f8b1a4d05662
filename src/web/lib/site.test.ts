import { describe, expect, it } from 'vitest';
import { addressLine, bookingQuestion, pageTopic, questionAbout, telHref, whatsappHref } from './site';

describe('telHref', () => {
  it('dials the digits, keeping the leading + of an international number', () => {
    expect(telHref('+91 22 4890 1234')).toBe('tel:+912248901234');
    expect(telHref(' +1 (415) 555-0100 ')).toBe('tel:+14155550100');
  });

  it('adds no + to a local number', () => {
    expect(telHref('022-4890 1234')).toBe('tel:02248901234');
    expect(telHref('(022) 4890-1234')).toBe('tel:02248901234');
  });
});

describe('addressLine', () => {
  it('writes the office address on one line, the PIN after the state', () => {
    expect(
      addressLine({
        street: 'Office 1204, Seawoods Grand Central Tower 2, Sector 40, Seawoods',
        locality: 'Navi Mumbai',
        region: 'Maharashtra',
        postalCode: '400706',
      }),
    ).toBe('Office 1204, Seawoods Grand Central Tower 2, Sector 40, Seawoods, Navi Mumbai, Maharashtra 400706');
  });
});

describe('whatsappHref', () => {
  it('opens wa.me with the number’s digits and the message encoded', () => {
    expect(whatsappHref('+91 98200 12345', questionAbout('your services'))).toBe(
      'https://wa.me/919820012345?text=Hello%20Starline%20Talent%2C%20I%20have%20a%20question%20about%20your%20services.',
    );
  });

  it('keeps every character of the message, & and # and non-Latin letters included', () => {
    const url = new URL(whatsappHref('+1 (415) 555-0100', bookingQuestion('A.R. Rahman & Sons #1 – ए')));
    expect(url.origin + url.pathname).toBe('https://wa.me/14155550100');
    expect(url.searchParams.get('text')).toBe(
      'Hello Starline Talent, I would like to ask about booking A.R. Rahman & Sons #1 – ए.',
    );
  });
});

describe('pageTopic', () => {
  it('names the page the visitor is on', () => {
    expect(pageTopic('/services')).toBe('your services');
    expect(pageTopic('/celebrities')).toBe('your celebrities');
    expect(pageTopic('/celebrity/0b9d8a3e-1111-4222-8333-444455556666')).toBe('your celebrities');
    expect(pageTopic('/privacy')).toBe('your privacy policy');
  });

  it('asks about the agency on Home, About and Contact, and on any other path', () => {
    for (const path of ['/', '/about', '/contact', '/no-such-page']) expect(pageTopic(path)).toBe('your agency');
  });
});
