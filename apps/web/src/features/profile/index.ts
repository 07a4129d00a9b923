/* What the profile feature offers other features; anything not exported here stays its own. */
export { profileKey, profileQuery } from './api/get-profile';
export { PasswordForm } from './components/password-form';
