/* A staff member as the API answers it. */
import { z } from 'zod';
import { ROLES, USER_STATUSES } from '../constants/accounts.js';
import { id, isoDateTime } from './envelope-responses.js';

export const staffMemberSchema = z.object({
  _id: id,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  joinDate: isoDateTime,
});
