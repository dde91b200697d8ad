/**
 * Signing in, registering and the account calls, for the auth and account screens only: kept out of
 * commands.ts so the home page (which imports that module) does not carry them on the first route.
 */
export {
  changePassword,
  login,
  register,
  requestPasswordReset,
  resetPassword,
  updateProfile,
} from '../../../../data/account';
