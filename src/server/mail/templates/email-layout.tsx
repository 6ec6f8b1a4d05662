import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { SITE_NAME } from '#shared/page-meta';

/** The agency's colours (the site's brand-900, brand-600 and gold-400). */
export const EMAIL_COLOURS = { ink: '#1e1b2e', brand: '#321b73', accent: '#6234d8', gold: '#f0c14b', muted: '#5b5670' };

const body = { backgroundColor: '#f4f2ff', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0, padding: '24px 0' };
const card = {
  backgroundColor: '#ffffff',
  borderRadius: '12px',
  maxWidth: '560px',
  margin: '0 auto',
  overflow: 'hidden',
};
const band = { backgroundColor: EMAIL_COLOURS.brand, padding: '20px 28px' };
const content = { padding: '8px 28px 24px' };

/** The agency's details at the foot of every e-mail, from its contact details in Settings. */
export interface EmailAgency {
  /** "Navi Mumbai, Maharashtra". */
  place: string;
  phone: string;
}

/**
 * Every e-mail's frame: the agency's name on its colour, one column no wider than a phone's
 * reading width, and the agency's contact details at the foot.
 */
export function EmailLayout({
  preview,
  heading,
  agency,
  children,
}: {
  preview: string;
  heading: string;
  agency: EmailAgency;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={card}>
          <Section style={band}>
            <Text style={{ color: EMAIL_COLOURS.gold, fontSize: '18px', fontWeight: 700, margin: 0 }}>{SITE_NAME}</Text>
          </Section>
          <Section style={content}>
            <Heading as="h1" style={{ color: EMAIL_COLOURS.ink, fontSize: '22px', margin: '20px 0 12px' }}>
              {heading}
            </Heading>
            {children}
            <Hr style={{ borderColor: '#e6e3f5', margin: '24px 0 12px' }} />
            <Text style={{ color: EMAIL_COLOURS.muted, fontSize: '12px', lineHeight: '18px', margin: 0 }}>
              {SITE_NAME} · {agency.place} · {agency.phone}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export const paragraph = { color: EMAIL_COLOURS.ink, fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' };

/** One "label: value" line of an inquiry's summary. */
export function FactLine({ label, value }: { label: string; value: string }) {
  return (
    <Text style={{ ...paragraph, margin: '0 0 4px' }}>
      <strong>{label}:</strong> {value}
    </Text>
  );
}

/** The one call to action of an e-mail, in the agency's colour. */
export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button
      href={href}
      style={{
        backgroundColor: EMAIL_COLOURS.accent,
        borderRadius: '8px',
        color: '#ffffff',
        fontSize: '15px',
        fontWeight: 700,
        marginTop: '8px',
        padding: '12px 20px',
      }}
    >
      {children}
    </Button>
  );
}

/**
 * A secret link written out under its button, with a warning to keep it private. It may break
 * anywhere: unbroken, it would widen the e-mail on a phone.
 */
export function PrivateLinkNote({ href, warning }: { href: string; warning: string }) {
  return (
    <Text
      style={{
        ...paragraph,
        fontSize: '13px',
        color: EMAIL_COLOURS.muted,
        marginTop: '16px',
        wordBreak: 'break-all',
        overflowWrap: 'anywhere',
      }}
    >
      {warning} {href}
    </Text>
  );
}
