import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TalentInvitationValues, TalentUser } from '#shared/schemas/talent';
import { api } from '#web/lib/api-client';
import { talentUserKeys } from './talent-users';

export interface InvitationResult {
  talentUser: TalentUser;
  /** The address had an invitation already: it was sent again with a fresh link. */
  resent: boolean;
}

/**
 * POST /api/talent-invitations (admins): a talent account bound to the celebrities, and the
 * e-mail whose link sets its password (the password-reset page). The toast says which happened.
 */
export async function inviteTalent(input: TalentInvitationValues): Promise<InvitationResult> {
  const { data } = await api.post<InvitationResult>('/talent-invitations', input, { successToast: false });
  return data;
}

export function useInviteTalent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteTalent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: talentUserKeys.all }),
  });
}
