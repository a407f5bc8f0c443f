// The contact form, validated by the browser form and by POST /api/contact alike. Written with
// zod/mini, the tree-shakable build of the same library: the form ships it to every visitor of
// /our-teams, where the full build cost about 14 KB more compressed JavaScript.
import * as z from "zod/mini";
import { CONTACT_FIELD_MAX, CONTACT_HONEYPOT_FIELD, CONTACT_MESSAGE_MIN, type ContactField, type ContactFieldErrors } from "./fields";
import { formatCount } from "@/lib/format";

export { CONTACT_HONEYPOT_FIELD, type ContactField, type ContactFieldErrors } from "./fields";

const PHONE_PATTERN = /^\+?[0-9(][0-9 ()-]{5,18}[0-9]$/;

const text = (max: number, tooLong: string) => z.string().check(z.trim(), z.maxLength(max, tooLong));

export const ZContactMessageSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Please tell us your name"),
      z.maxLength(CONTACT_FIELD_MAX.name, `Please keep your name under ${CONTACT_FIELD_MAX.name} characters`),
    ),
  email: z.pipe(
    z
      .string()
      .check(z.trim(), z.minLength(1, "Please enter your e-mail address"), z.maxLength(CONTACT_FIELD_MAX.email, "Please enter a shorter e-mail address")),
    z.email("Please enter a valid e-mail address"),
  ),
  company: z.optional(text(CONTACT_FIELD_MAX.company, `Please keep the company name under ${CONTACT_FIELD_MAX.company} characters`)),
  phone: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(CONTACT_FIELD_MAX.phone, "Please enter a valid phone number"),
      z.refine((value) => value === "" || PHONE_PATTERN.test(value), "Please enter a valid phone number"),
    ),
  ),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(CONTACT_MESSAGE_MIN, `Please write at least ${CONTACT_MESSAGE_MIN} characters`),
      z.maxLength(CONTACT_FIELD_MAX.message, `Please keep your message under ${formatCount(CONTACT_FIELD_MAX.message)} characters`),
    ),
});

export type TContactMessage = z.infer<typeof ZContactMessageSchema>;

/** What the handler accepts: the form's fields plus the honeypot. */
export const ZContactRequestSchema = z.extend(ZContactMessageSchema, {
  [CONTACT_HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(500))),
});

export type TContactRequest = z.infer<typeof ZContactRequestSchema>;

/** The first message for each field, in form order: what the form shows under each input. */
export function contactFieldErrors(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && field in ZContactMessageSchema.shape && !errors[field as ContactField]) {
      errors[field as ContactField] = issue.message;
    }
  }
  return errors;
}

/** The 400 of a contact form that does not pass: the first field's message, and every field's. */
export function contactIssueDetails(error: Parameters<typeof contactFieldErrors>[0]) {
  const fieldErrors = contactFieldErrors(error);
  return { error: Object.values(fieldErrors)[0] ?? "Please check the form and try again", fieldErrors };
}
