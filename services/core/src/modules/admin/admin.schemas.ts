import { z } from 'zod';

/** Login payload (spec 3): username and password, both required. */
export const loginInput = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(64),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
});
export type LoginInput = z.infer<typeof loginInput>;

export const newPasswordRule = z
  .string({ error: 'New password is required' })
  .min(12, 'New password must be at least 12 characters')
  .max(256, 'New password must be at most 256 characters');

export const changePasswordInput = z
  .object({
    current_password: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(256),
    new_password: newPasswordRule,
  })
  .refine((v) => v.current_password !== v.new_password, {
    path: ['new_password'],
    message: 'New password must differ from the current one',
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;
