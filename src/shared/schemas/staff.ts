import { z } from 'zod';
import type { staffMemberSchema } from './staff-responses.js';
import { PASSWORD_MIN_LENGTH, STAFF_ROLES, USER_STATUSES } from '../constants/accounts.js';
import { TEXT_LIMITS } from '../constants/text-limits.js';
import { emailSchema, isPhoneNumber, paginationSchema, searchTextSchema } from './common.js';
import { isSingleLine, singleLineText, TEXT_MESSAGES } from './text.js';

/**
 * A new password: long enough and bounded; the server also checks it is not easy to guess. One
 * line, like the field it is typed in: a control character in it could never be typed again at
 * the login form. (Signing in and the current password are only compared, so they are not
 * checked: an older password must still work.)
 */
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(TEXT_LIMITS.password, 'Password is too long')
  .refine(isSingleLine, TEXT_MESSAGES.singleLine('Password'));

/** A team member's phone number, optional ('' when absent). */
export const optionalPhone = z
  .string()
  .trim()
  .max(TEXT_LIMITS.phone, 'Phone number is too long')
  // The same rule as an inquiry's phone number: the usual separators, 7 to 15 digits.
  .refine((value) => value === '' || isPhoneNumber(value), 'Please enter a valid phone number')
  .optional()
  .transform((value) => value ?? '');

// Staff screens add and edit the agency's own people: a talent account is an admin's invitation
// (schemas/talent.ts), never a role chosen here.
const staffFields = {
  name: singleLineText('Name', TEXT_LIMITS.name),
  email: emailSchema,
  phone: optionalPhone,
  role: z.enum(STAFF_ROLES, 'Role must be staff or admin').default('staff'),
};

/** Adding a staff member (SPEC §5): the password is required. */
export const staffCreateSchema = z.object({ ...staffFields, password: passwordSchema });
export type StaffCreateInput = z.output<typeof staffCreateSchema>;

/** Editing: a blank password keeps the current one; a missing role or status keeps the current one. */
export const staffUpdateSchema = z.object({
  ...staffFields,
  role: z.enum(STAFF_ROLES, 'Role must be staff or admin').optional(),
  status: z.enum(USER_STATUSES, 'Status must be active or disabled').optional(),
  password: z
    .union([z.literal(''), passwordSchema])
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type StaffUpdateInput = z.output<typeof staffUpdateSchema>;

export const staffListQuerySchema = paginationSchema.extend({ q: searchTextSchema });
export type StaffListQuery = z.output<typeof staffListQuerySchema>;

/** A team member as the API answers it (staff-responses.ts holds the shape). */
export type StaffMember = z.output<typeof staffMemberSchema>;
