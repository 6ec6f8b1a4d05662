import { z } from 'zod';
import { TEXT_LIMITS } from '../constants/text-limits.js';
import { ACCOUNT_MESSAGES } from '../account-messages.js';
import { emailSchema } from './common.js';
import { optionalPhone, passwordSchema } from './staff.js';
import { singleLineText } from './text.js';

/**
 * Self-service on one's own account (issue 12): the details a user edits themselves, their
 * password change, and the forgotten-password reset. The server validates with these schemas and
 * the forms use them (the form versions add the second copy of the new password).
 */

/** `PATCH /api/auth/account`: one's own name and phone (the e-mail and role are the admins' to change). */
export const accountUpdateSchema = z.object({
  name: singleLineText('Name', TEXT_LIMITS.name),
  phone: optionalPhone,
});
export type AccountUpdateInput = z.output<typeof accountUpdateSchema>;

/** `POST /api/auth/password`: the current password, and the new one (checked by the password policy too). */
export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
    .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
    .max(TEXT_LIMITS.password, 'Password is too long'),
  password: passwordSchema,
});
export type PasswordChangeInput = z.output<typeof passwordChangeSchema>;

const confirmPassword = z.string().min(1, ACCOUNT_MESSAGES.confirmPasswordRequired);

/** The change-password form: the new password typed twice. */
export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ confirmPassword })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: ACCOUNT_MESSAGES.passwordsDiffer,
  });
export type PasswordChangeFormInput = z.input<typeof passwordChangeFormSchema>;

/** `POST /api/auth/password-reset`: the e-mail to send a reset link to, if it has an active account. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequestInput = z.output<typeof passwordResetRequestSchema>;

/** The reset link's token: 32 random bytes, base64url (43 characters). */
export const resetTokenSchema = z
  .string({ error: ACCOUNT_MESSAGES.resetLinkInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,200}$/, ACCOUNT_MESSAGES.resetLinkInvalid);

/** `POST /api/auth/password-reset/confirm`: the link's token and the new password. */
export const passwordResetConfirmSchema = z.object({ token: resetTokenSchema, password: passwordSchema });
export type PasswordResetConfirmInput = z.output<typeof passwordResetConfirmSchema>;

/** The reset form: the new password typed twice (the token comes from the link). */
export const passwordResetFormSchema = z
  .object({ password: passwordSchema, confirmPassword })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: ACCOUNT_MESSAGES.passwordsDiffer,
  });
export type PasswordResetFormInput = z.input<typeof passwordResetFormSchema>;
