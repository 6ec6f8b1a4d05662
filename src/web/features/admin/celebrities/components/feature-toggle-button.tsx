import { Star, StarOff } from 'lucide-react';
import type { Celebrity } from '#shared/schemas/celebrity';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { notify } from '#web/lib/notify';
import { CATALOGUE_TOASTS } from '../../../../lib/catalogue-toasts';
import { useFeaturedNow, useSaveFeatured } from '../api/save-featured';

/**
 * "Add to featured" (at the end of the featured list) or "Remove from featured", on each card.
 * The order is set in the "Featured on Home" panel.
 */
export function FeatureToggleButton({ celebrity, className = '' }: { celebrity: Celebrity; className?: string }) {
  const featuredNow = useFeaturedNow();
  const { mutate, isPending } = useSaveFeatured();
  const featured = celebrity.featuredPosition !== null;

  const toggle = async () => {
    let list: Celebrity[];
    try {
      list = await featuredNow();
    } catch {
      notify.error(CATALOGUE_TOASTS.featuredFailed, { id: 'featured-failed' });
      return;
    }
    const others = list.filter((item) => item._id !== celebrity._id);
    mutate({ list: featured ? others : [...others, celebrity] });
  };

  const Icon = featured ? StarOff : Star;
  return (
    <Button variant="outline" size="sm" className={className} disabled={isPending} onClick={() => void toggle()}>
      {isPending ? <Spinner className="size-4" /> : <Icon className="size-4" aria-hidden="true" />}
      {featured ? 'Remove from featured' : 'Add to featured'}
      <span className="sr-only"> {celebrity.name}</span>
    </Button>
  );
}
