import { zodResolver } from '@hookform/resolvers/zod';
import { Save, UserPlus } from 'lucide-react';
import { useId } from 'react';
import { type Resolver } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH, type Role, STAFF_ROLES } from '#shared/constants/accounts';
import { TEXT_LIMITS } from '#shared/constants/text-limits';
import {
  staffCreateSchema,
  staffUpdateSchema,
  type StaffCreateInput,
  type StaffMember,
  type StaffUpdateInput,
} from '#shared/schemas/staff';
import { DialogForm } from '#web/components/dialog-form/dialog-form';
import { NewPasswordFields } from '#web/components/ui/password-input';
import { EmailInput, PhoneInput } from '#web/components/ui/contact-inputs';
import { Field } from '#web/components/ui/field';
import { RequiredFieldsNote } from '#web/components/ui/required-fields-note';
import { Select } from '#web/components/ui/select';
import { TextInput } from '#web/components/ui/text-input';
import { fieldsNamed } from '#web/lib/server-form-errors';
import { useSession } from '#web/lib/session-store';
import { useCreateStaff } from '../api/create-staff';
import { useUpdateStaff } from '../api/update-staff';
import { useAppForm } from '#web/lib/use-app-form';

interface StaffFormValues {
  name: string;
  email: string;
  phone: string;
  role: Role;
  password: string;
}
type StaffFormOutput = StaffCreateInput | StaffUpdateInput;

const FIELDS = ['name', 'email', 'phone', 'role', 'password'] as const satisfies readonly (keyof StaffFormValues)[];
const staffFieldOf = fieldsNamed(FIELDS);

/*
 * The very schemas the server validates with (SPEC §5): adding requires a password, editing
 * takes a blank one as "keep". Both accept the form's values; they differ only in what they
 * return, so one resolver type covers both.
 */
const createResolver = zodResolver(staffCreateSchema) as unknown as Resolver<StaffFormValues, unknown, StaffFormOutput>;
const updateResolver = zodResolver(staffUpdateSchema) as unknown as Resolver<StaffFormValues, unknown, StaffFormOutput>;

interface StaffFormProps {
  /** The member being edited; absent when adding. */
  member?: StaffMember;
  /** True when the member is the signed-in user, who may not change their own role. */
  isSelf?: boolean;
  /** After a successful save. */
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The inline add/edit form of the staff screen. Errors appear beside their fields, the server's
 * too (a taken e-mail); on failure every typed value stays.
 */
export function StaffForm({ member, isSelf = false, onSaved, onCancel }: StaffFormProps) {
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const editing = member !== undefined;
  const setSessionUser = useSession((state) => state.setUser);
  const create = useCreateStaff();
  const update = useUpdateStaff();
  const form = useAppForm<StaffFormValues, unknown, StaffFormOutput>({
    resolver: editing ? updateResolver : createResolver,
    defaultValues: {
      name: member?.name ?? '',
      email: member?.email ?? '',
      phone: member?.phone ?? '',
      role: member?.role ?? 'staff',
      password: '',
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const save = async (values: StaffFormOutput) => {
    if (member) {
      const saved = await update.mutateAsync({ id: member._id, input: values });
      // Editing oneself: the shell shows the new name and e-mail without signing in again.
      if (isSelf) setSessionUser({ _id: saved._id, name: saved.name, email: saved.email, role: saved.role });
    } else await create.mutateAsync(values as StaffCreateInput);
  };

  const heading = editing ? `Edit ${member.name}` : 'Add Staff Member';
  return (
    <DialogForm
      form={form}
      label={heading}
      labelledBy={id('heading')}
      firstField="name"
      fieldOf={staffFieldOf}
      send={save}
      onSent={onSaved}
      onCancel={onCancel}
      submitLabel={editing ? 'Update Staff' : 'Add Staff'}
      busyLabel="Saving..."
      icon={
        editing ? <Save className="size-4" aria-hidden="true" /> : <UserPlus className="size-4" aria-hidden="true" />
      }
      className="rounded-2xl border border-brand-200 bg-white p-5 shadow-md shadow-brand-900/5 sm:p-6"
    >
      <h2 id={id('heading')} className="text-lg font-bold tracking-tight break-words text-brand-950">
        {heading}
      </h2>
      <RequiredFieldsNote className="mt-1" />

      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <Field id={id('name')} label="Name" required error={errors.name?.message}>
          {(control) => (
            <TextInput {...control} {...register('name')} autoComplete="off" maxLength={TEXT_LIMITS.name} />
          )}
        </Field>
        <Field id={id('email')} label="Email" required error={errors.email?.message}>
          {(control) => <EmailInput {...control} {...register('email')} autoComplete="off" />}
        </Field>
        <Field id={id('phone')} label="Phone" error={errors.phone?.message}>
          {(control) => <PhoneInput {...control} {...register('phone')} autoComplete="off" />}
        </Field>
        <Field
          id={id('role')}
          label="Role"
          required
          error={errors.role?.message}
          hint={isSelf ? 'You cannot change your own role.' : undefined}
        >
          {(control) => (
            // Disabled for oneself: the value is then left out and the server keeps the role.
            <Select {...control} {...register('role', { disabled: isSelf })}>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {role === 'admin' ? 'Admin' : 'Staff'}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <NewPasswordFields
          ids={{ password: id('password') }}
          password={register('password', {
            // An empty box when adding reads "Password is required", not "at least 8 characters".
            setValueAs: (value: string) => (value === '' && !editing ? undefined : value),
          })}
          errors={{ password: errors.password?.message }}
          label="Password"
          required={!editing}
          hint={
            editing
              ? 'Leave blank to keep the current password.'
              : `At least ${PASSWORD_MIN_LENGTH} characters, not a common password or the member's name; share it privately.`
          }
          className="sm:col-span-2"
          inputClassName="sm:max-w-[calc(50%-0.625rem)]"
        />
      </div>
    </DialogForm>
  );
}
