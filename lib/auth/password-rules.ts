// Password lengths and the account-verify link's life, shared by the forms and the server.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** How long an account-verify (set your first password) link stays valid. */
export const ACCOUNT_VERIFY_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;
