import { Download } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { useDownloadDocument } from '#web/lib/download-document';

/** A document's PDF download (a booking's voucher, invoice or credit note, a payout voucher): the words say which one (its kind and number). */
export function DocumentDownloadButton({ path, name, number }: { path: string; name: string; number: string }) {
  const download = useDownloadDocument();
  const fallbackName = `${name.toLowerCase().replace(/\s+/g, '-')}-${number.replace(/\//g, '-')}.pdf`;
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={download.isPending}
      onClick={() => download.mutate({ path, fallbackName })}
      aria-label={`Download ${name.toLowerCase()} ${number}`}
    >
      <Download className="size-4" aria-hidden="true" />
      {name} PDF
    </Button>
  );
}
