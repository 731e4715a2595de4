import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { changePasswordInput } from '@northrock/core/browser';
import { useToast } from '~/components/ui/toast';
import { EntityForm } from '~/features/admin-kit/components/entity-form';
import { initialValues, type FieldSpec } from '~/features/admin-kit/lib/field-spec';
import { isSessionEnded, serverDetail, serverFieldErrors } from '~/features/admin-kit/lib/server-error';
import { changePasswordMutation } from '../api/change-password.mutation';
import { meQuery } from '~/features/admin-kit/api/me.query';

/** The server's rules plus a typing check that only the form needs: the new password twice. */
const changePasswordForm = changePasswordInput
  .safeExtend({ confirm_password: z.string() })
  .refine((v) => v.confirm_password === v.new_password, { path: ['confirm_password'], message: 'Passwords do not match' });

const fields: FieldSpec[] = [
  { kind: 'text', name: 'current_password', label: 'Current Password', type: 'password', autoComplete: 'current-password' },
  {
    kind: 'text',
    name: 'new_password',
    label: 'New Password',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'At least 12 characters. Every other signed-in session ends.',
  },
  { kind: 'text', name: 'confirm_password', label: 'Confirm New Password', type: 'password', autoComplete: 'new-password' },
];

/** The default password must be changeable from the back office. */
export function ChangePasswordForm() {
  const toast = useToast();
  const [formKey, setFormKey] = useState(0);
  const [change] = useMutation(changePasswordMutation, { refetchQueries: [meQuery] });

  return (
    <EntityForm
      key={formKey}
      schema={changePasswordForm}
      fields={fields}
      initial={initialValues(changePasswordForm, fields)}
      submitLabel="Change Password"
      onSubmit={async ({ current_password, new_password }) => {
        try {
          await change({ variables: { input: { current_password, new_password } } });
        } catch (err) {
          if (!isSessionEnded(err)) toast.error(serverDetail(err) ?? 'Failed to change password');
          return serverFieldErrors(err);
        }
        toast.success('Password changed successfully');
        setFormKey((k) => k + 1);
      }}
    />
  );
}
