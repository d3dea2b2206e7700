/** The auth feature's public face: the app layer imports only from here. */
export { useSession, useSessionUser, type Session } from './hooks/use-session';
export { useKeepUser, useUserRefresh } from './hooks/use-user-refresh';
export { endSession, expireSession, keepUser, restoreSession } from './session';
export { AccountMenu } from './components/account-menu';
export { LoginForm } from './components/login-form';
export { RegisterForm } from './components/register-form';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { ResetPasswordForm } from './components/reset-password-form';
export { AuthHeading } from './components/auth-heading';
export { authMessages } from './messages';
