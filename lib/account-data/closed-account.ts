// An account closed for deletion is signed out everywhere and hidden from employers; where a link or
// a form would reach it without a sign-in (an interview's token, quick apply), it is refused with this.
export const ACCOUNT_CLOSED_MESSAGE = "This account is closed for deletion. Sign in and cancel the deletion in Settings to use it again.";
