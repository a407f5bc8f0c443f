// The contact form's field names, apart from the schema so the form can load zod only when it
// first checks input.

/** A field people never see: a bot that fills every input fills this one too. */
export const CONTACT_HONEYPOT_FIELD = "website";

export const CONTACT_FIELDS = ["name", "email", "company", "phone", "message"] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];

export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELD_MAX = { name: 100, email: 254, company: 120, phone: 20, message: 2000 } as const;
export const CONTACT_MESSAGE_MIN = 10;
export const WORKING_DAYS_TEXT = "Monday to Friday";
