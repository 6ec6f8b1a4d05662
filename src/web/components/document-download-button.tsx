import { Download } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { useDownloadDocument } from '#web/lib/download-document';

/**
 * A document's PDF download (a booking's voucher, invoice or credit note, a payout voucher). Its
 * name is the words on it, then the document's number ("Receipt PDF SLT/R/26-27/0001"), so what a
 * screen reader announces, and what a voice user says, starts with what is written (WCAG 2.5.3).
 */
export function DocumentDownloadButton({ path, name, number }: { path: string; name: string; number: string }) {
  const download = useDownloadDocument();
  const fallbackName = `${name.toLowerCase().replace(/\s+/g, '-')}-${number.replace(/\//g, '-')}.pdf`;
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={download.isPending}
      onClick={() => download.mutate({ path, fallbackName })}
      aria-label={`${name} PDF ${number}`}
    >
      <Download className="size-4" aria-hidden="true" />
      {name} PDF
    </Button>
  );
}
