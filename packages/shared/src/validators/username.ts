/**
 * Usernames of new accounts: 4–32 letters, digits and underscores, starting with a letter, so a
 * username is never mistaken for a mobile number. Used by the registration form and the server.
 */
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,31}$/;
