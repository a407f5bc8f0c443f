// How long a candidate's request and an employer's answer may be (zod-free: the browser reads them).
export const REQUEST_MESSAGE_MAX = 1000;
export const REQUEST_RESPONSE_MAX = 2000;
