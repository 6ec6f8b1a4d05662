import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { PAGES } from '#shared/pages';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { Spinner } from '#web/components/ui/spinner';
import { queryClient } from '#web/lib/query-client';
import { useSession } from '#web/lib/session-store';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

/**
 * Ends every session of the user on the server, this browser's included (a lost phone, a shared
 * computer), then forgets the session here and goes to the login page.
 */
export function SignOutEverywhere() {
  const signOutEverywhere = useSignOutEverywhere();
  const signOut = useSession((state) => state.signOut);
  const navigate = useNavigate();

  const confirm = async () => {
    try {
      await signOutEverywhere.mutateAsync();
    } catch {
      // The api client has shown the toast; nothing ended, so the user stays.
      return;
    }
    signOut();
    queryClient.clear();
    void navigate(PAGES.adminLogin.getHref(), { replace: true });
  };

  return (
    <ConfirmDialog
      question="Sign out on every device, this one included? You will need your password to sign in again."
      confirmLabel="Sign out everywhere"
      onConfirm={() => void confirm()}
      trigger={
        <Button
          variant="outline"
          disabled={signOutEverywhere.isPending}
          className="w-full border-red-200 text-red-700 hover:border-red-300 hover:bg-red-50 sm:w-auto"
        >
          {signOutEverywhere.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <LogOut className="size-4" aria-hidden="true" />
          )}
          Sign out everywhere
        </Button>
      }
    />
  );
}
