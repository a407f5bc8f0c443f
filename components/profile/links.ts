// Links that open the profile popup where a page points at one of its fields.

/** The dashboard opens the profile's edit form at the skills field (`?profile=skills`). */
export const PROFILE_SKILLS_HREF = "/dashboard?profile=skills";
export const PROFILE_PARAM = "profile";
