// The contact form's field names, apart from the schema so the form can load zod only when it
// first checks input.

/** A field people never see: a bot that fills every input fills this one too. */
export const CONTACT_HONEYPOT_FIELD = "website";

export const CONTACT_FIELDS = ["name", "email", "company", "phone", "message"] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];

export type ContactFieldErrors = Partial<Record<ContactField, string>>;
