// A request the spec answers with one message whatever is wrong with it (the mobile number form's
// "not vaild", the code form's "Invalid OTP"): the schema's own issues are replaced by that one.
import { z } from "zod";

export function withOneMessage<S extends z.ZodType>(schema: S, message: string) {
  return z.unknown().transform((value, ctx): z.output<S> => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });
}
