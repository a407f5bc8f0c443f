import type { ComponentProps } from "react";
import { TextField } from "@/components/ui/fields";
import { LINKEDIN_EXAMPLE } from "@/lib/profile/profile-limits";

/** The LinkedIn box of onboarding and of the profile: a web address, with the same example in every language, never translated. */
export function LinkedinField(props: ComponentProps<typeof TextField>) {
  return <TextField type="url" inputMode="url" autoComplete="url" placeholder={LINKEDIN_EXAMPLE} translate="no" {...props} />;
}
