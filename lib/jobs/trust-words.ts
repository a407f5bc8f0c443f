// Words that help a candidate tell a real job from a fake one, shown beside every Apply.

/** Beside every Apply button, on the card and the job page. */
export const NEVER_PAY_NOTICE = "A real employer never asks you to pay to apply or to be hired.";
