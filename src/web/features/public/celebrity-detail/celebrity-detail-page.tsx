import { useParams } from 'react-router';
import { CelebrityDetail } from './components/celebrity-detail';

/**
 * Celebrity detail at /celebrity/:id (SPEC §2), where the address names the celebrity by its
 * slug (an old id or former slug is sent on to the slug).
 */
export function CelebrityDetailPage() {
  const { id = '' } = useParams();
  // A new address is a new page: no state (an open dialog, a typed form) carries over.
  return <CelebrityDetail key={id} idOrSlug={id} />;
}
