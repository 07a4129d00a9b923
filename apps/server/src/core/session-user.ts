/** The signed-in user as the guards and handlers see it. */
export type TSessionUser = {
  accountId: number;
  sessionId: number;
  username: string;
  name: string;
  userType: number;
  roles: string[];
  permissions: string[];
  /** Must set their own password first: only routes marked `beforePasswordChange` answer. */
  mustChangePassword?: boolean;
};

/** Resolves a bearer token into a user (or null); implemented by the auth module. */
export type TAuthenticator = (token: string, meta: { ip: string }) => Promise<TSessionUser | null>;
