// API payloads carry times as epoch seconds (spec section 3: Created_At, appliedDate, ...).
export const toEpochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
