import { useParams } from 'react-router';
import { CelebrityDetail } from './components/celebrity-detail';

/** Celebrity detail at /celebrity/:id (SPEC §2). */
export function CelebrityDetailPage() {
  const { id = '' } = useParams();
  // A new id is a new page: no state (an open dialog, a typed form) carries over.
  return <CelebrityDetail key={id} id={id} />;
}
