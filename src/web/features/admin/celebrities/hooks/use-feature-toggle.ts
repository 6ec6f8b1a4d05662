import type { Celebrity } from '#shared/schemas/celebrity';
import { notify } from '#web/lib/notify';
import { CATALOGUE_TOASTS } from '#web/lib/catalogue-toasts';
import { useFeaturedNow, useSaveFeatured } from '../api/save-featured';

/**
 * "Add to featured" (at the end of the featured list) or "Remove from featured", for one card.
 * The list is read fresh first, so a toggle never undoes another admin's order; the order itself
 * is set in the "Featured on Home" panel.
 */
export function useFeatureToggle(celebrity: Celebrity) {
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

  return { featured, toggle, isPending };
}
