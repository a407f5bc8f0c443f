// The contact form, validated by the browser form and by POST /api/contact alike.
import { z } from "zod";
import { CONTACT_FIELD_MAX, CONTACT_MESSAGE_MIN } from "@/lib/constants";

const PHONE_PATTERN = /^\+?[0-9(][0-9 ()-]{5,18}[0-9]$/;

/** A field people never see: a bot that fills every input fills this one too. */
export const CONTACT_HONEYPOT_FIELD = "website";

export const ZContactMessageSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Please tell us your name")
    .max(CONTACT_FIELD_MAX.name, `Please keep your name under ${CONTACT_FIELD_MAX.name} characters`),
  email: z
    .string()
    .trim()
    .min(1, "Please enter your e-mail address")
    .max(CONTACT_FIELD_MAX.email, "Please enter a shorter e-mail address")
    .pipe(z.email("Please enter a valid e-mail address")),
  company: z
    .string()
    .trim()
    .max(CONTACT_FIELD_MAX.company, `Please keep the company name under ${CONTACT_FIELD_MAX.company} characters`)
    .optional(),
  phone: z
    .string()
    .trim()
    .max(CONTACT_FIELD_MAX.phone, "Please enter a valid phone number")
    .refine((value) => value === "" || PHONE_PATTERN.test(value), "Please enter a valid phone number")
    .optional(),
  message: z
    .string()
    .trim()
    .min(CONTACT_MESSAGE_MIN, `Please write at least ${CONTACT_MESSAGE_MIN} characters`)
    .max(CONTACT_FIELD_MAX.message, `Please keep your message under ${CONTACT_FIELD_MAX.message.toLocaleString("en-IN")} characters`),
});

export type TContactMessage = z.infer<typeof ZContactMessageSchema>;
export type ContactField = keyof TContactMessage;

/** What the handler accepts: the form's fields plus the honeypot. */
export const ZContactRequestSchema = ZContactMessageSchema.extend({
  [CONTACT_HONEYPOT_FIELD]: z.string().max(500).optional(),
});

export type TContactRequest = z.infer<typeof ZContactRequestSchema>;

export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** The first message for each field, in form order: what the form shows under each input. */
export function contactFieldErrors(error: z.ZodError): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && field in ZContactMessageSchema.shape && !errors[field as ContactField]) {
      errors[field as ContactField] = issue.message;
    }
  }
  return errors;
}
