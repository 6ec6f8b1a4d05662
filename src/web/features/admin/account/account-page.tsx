import { AdminPageTitle } from '#web/components/layout/admin-page-title';
import { ListLoadFailed, ListLoading } from '#web/components/ui/list-states';
import { useAccount } from '#web/lib/queries/account';
import { usePageTitle } from '#web/lib/use-head-meta';
import { AccountDetailsForm } from './components/account-details-form';
import { AccountSection } from './components/account-section';
import { ChangePasswordForm } from './components/change-password-form';
import { SignOutEverywhere } from './components/sign-out-everywhere';

/**
 * My account (every signed-in user, staff and admins): one's own name and phone, a new
 * password, and signing out on every device.
 */
export function AccountPage() {
  usePageTitle('My account');
  const { data: account, isPending, isError, refetch } = useAccount();

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <AdminPageTitle title="My account">Your details, your password and where you are signed in.</AdminPageTitle>

      <div role="status" aria-live="polite">
        {isPending && <ListLoading label="Loading your account..." centered />}
      </div>
      {isError && !account && (
        <ListLoadFailed message="Your account could not be loaded." onRetry={() => void refetch()} />
      )}

      {account && (
        <>
          <AccountSection title="Your details" description="Your name as the team sees it, and a phone number.">
            {/* Keyed by the saved values: a save or a refetch starts the form from them. */}
            <AccountDetailsForm key={`${account.name}|${account.phone}`} account={account} />
          </AccountSection>
          <AccountSection
            title="Password"
            description="Changing your password signs you out on every other device; you stay signed in here."
          >
            <ChangePasswordForm email={account.email} />
          </AccountSection>
          <AccountSection
            title="Sign out everywhere"
            description="Ends every session of your account, on every device and browser, this one included."
          >
            <SignOutEverywhere />
          </AccountSection>
        </>
      )}
    </div>
  );
}
