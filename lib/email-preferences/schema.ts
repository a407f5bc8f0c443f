// The optional e-mails a candidate chooses on /settings; the form and PUT /api/users/email-preferences share it.
import { z } from "zod";

export const EMAIL_PREFERENCE_KINDS = ["applicationUpdates", "mockResults", "jobAlerts", "marketing"] as const;
export type EmailPreferenceKind = (typeof EMAIL_PREFERENCE_KINDS)[number];
export type EmailPreferences = Record<EmailPreferenceKind, boolean>;

/** No row yet: these. Marketing is off until the candidate turns it on. */
export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = {
  applicationUpdates: true,
  mockResults: true,
  jobAlerts: true,
  marketing: false,
};

/** A change to any of them; what is left out keeps its value. */
export const ZEmailPreferencesUpdate = z
  .object({
    applicationUpdates: z.boolean(),
    mockResults: z.boolean(),
    jobAlerts: z.boolean(),
    marketing: z.boolean(),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, "Choose at least one e-mail setting to change");

export type TEmailPreferencesUpdate = z.infer<typeof ZEmailPreferencesUpdate>;
