// The demo candidate's sign-in, kept apart so end-to-end tests can import it without the seed.
export const DEMO_CANDIDATE_EMAIL = "demo@hireready.local";
export const DEMO_CANDIDATE_PASSWORD = "Demo@12345";
export const DEMO_CANDIDATE = { email: DEMO_CANDIDATE_EMAIL, password: DEMO_CANDIDATE_PASSWORD } as const;
