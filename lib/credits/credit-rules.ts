// What a credit buys, how long a plan's credits last and how long a share link waits.

export const TOKEN_COST = { createMock: 1, shareMock: 1 } as const;
export const PLAN_VALIDITY_DAYS = 182;
/** A share link can be redeemed for this long; unredeemed, its credit then goes back to the sharer. */
export const SHARE_LINK_TTL_DAYS = 30;
