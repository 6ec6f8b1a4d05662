import { MapPin, Users } from 'lucide-react';

/**
 * Where a celebrity is based and how many follow them: the two lines every celebrity card shows
 * under the name, in the public listing and in the admin list alike.
 */
export function CelebrityLocationFollowers({ celebrity }: { celebrity: { location: string; followers: string } }) {
  return (
    <>
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <MapPin className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
        <span className="truncate">{celebrity.location}</span>
      </p>
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Users className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
        {celebrity.followers} followers
      </p>
    </>
  );
}
