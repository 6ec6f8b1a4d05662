import { useParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';

/**
 * Add and edit form of SPEC §2: one component, in edit mode when the route carries an id.
 * Placeholder until the celebrity form issue.
 */
export function CelebrityFormPage() {
  const { id } = useParams();
  const heading = id ? 'Edit Celebrity' : 'Add New Celebrity';
  usePageTitle(heading);
  return <h1 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">{heading}</h1>;
}
