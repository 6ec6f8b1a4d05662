import type { CelebrityStatus } from '#shared/constants/celebrities';

const STYLES: Record<CelebrityStatus, string> = {
  draft: 'bg-amber-50 text-amber-900 ring-amber-200',
  published: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

const LABELS: Record<CelebrityStatus, string> = { draft: 'Draft', published: 'Published' };

/** Draft (seen by staff only) or Published (on the public site). */
export function CelebrityStatusBadge({ status, className = '' }: { status: CelebrityStatus; className?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STYLES[status]} ${className}`}
    >
      {LABELS[status]}
    </span>
  );
}
