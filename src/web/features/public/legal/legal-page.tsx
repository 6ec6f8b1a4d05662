import { LegalDocument } from './components/legal-document';

/** The Privacy Policy at /privacy: the agency's own text, edited by admins (Settings, Legal pages). */
export function PrivacyPage() {
  return <LegalDocument slug="privacy" />;
}

/** The Terms of Service at /terms: the agency's own text, edited by admins (Settings, Legal pages). */
export function TermsPage() {
  return <LegalDocument slug="terms" />;
}
