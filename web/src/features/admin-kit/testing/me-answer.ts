/** What the `me` query answers in component tests: the signed-in admin, with what a test changes. */
export const meAnswer = (overrides: { mfa_enabled?: boolean; role?: 'admin' | 'estimator' } = {}) => ({
  data: {
    me: {
      __typename: 'Me',
      username: 'admin',
      default_password: false,
      password_change_required: false,
      temporary_password: false,
      mfa_enabled: false,
      role: 'admin',
      ...overrides,
    },
  },
});
