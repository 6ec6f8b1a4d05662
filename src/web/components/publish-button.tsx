import { EyeOff, Globe } from 'lucide-react';
import type { Celebrity } from '#shared/schemas/celebrity';
import { Button, type ButtonSize } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { usePublishCelebrity } from '../lib/publish-celebrity';

interface PublishButtonProps {
  celebrity: Pick<Celebrity, '_id' | 'name' | 'status'>;
  size?: ButtonSize;
  className?: string;
}

/** Publish a draft, or take a published celebrity back to a draft: one action each. */
export function PublishButton({ celebrity, size = 'sm', className = '' }: PublishButtonProps) {
  const { mutate, isPending } = usePublishCelebrity();
  const publish = celebrity.status === 'draft';
  const Icon = publish ? Globe : EyeOff;
  return (
    <Button
      variant={publish ? 'primary' : 'outline'}
      size={size}
      className={className}
      disabled={isPending}
      onClick={() => mutate({ id: celebrity._id, publish })}
    >
      {isPending ? <Spinner className="size-4" /> : <Icon className="size-4" aria-hidden="true" />}
      {isPending ? (publish ? 'Publishing...' : 'Unpublishing...') : publish ? 'Publish' : 'Unpublish'}
      <span className="sr-only"> {celebrity.name}</span>
    </Button>
  );
}
