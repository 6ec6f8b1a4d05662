import { useParams } from 'react-router';
import { QueryProvider } from '#web/components/query-provider';
import { CelebrityDetail } from './components/celebrity-detail';

/** Celebrity detail at /celebrity/:id (SPEC §2). */
export function CelebrityDetailPage() {
  const { id = '' } = useParams();
  return (
    <QueryProvider>
      {/* A new id is a new page: no state (an open dialog, a typed form) carries over. */}
      <CelebrityDetail key={id} id={id} />
    </QueryProvider>
  );
}
