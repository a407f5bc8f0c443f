// The profile's limits and defaults, shared by the forms and the server: lengths, counts, photo size and file links.

export const INTERESTS_MAX = 10;
/** The candidate's own skills on the profile (matched against a job's skills), and their years of experience. */
export const PROFILE_SKILLS_MAX = 30;
export const SKILL_MAX_LENGTH = 40;
export const EXPERIENCE_YEARS_MAX = 50;
export const NAME_MAX_LENGTH = 80;
/** The gender question's choices, in onboarding and on the profile. */
export const GENDERS = ["Male", "Female"] as const;
export const LINKEDIN_MAX_LENGTH = 300;
/** The LinkedIn box's example: an address, the same in every language. */
export const LINKEDIN_EXAMPLE = "https://www.linkedin.com/in/your-name";
export const CTC_MAX = 1_000_000_000;
export const MOBILE_MIN_DIGITS = 10;
export const DEFAULT_COUNTRY_ISO = "IN";
/** Profile files (lib/profile): the display size a photo is converted to, and the profile-video limits. */
export const PROFILE_PHOTO_DISPLAY_PX = 400;
/** Every image decoder's cap: a 500 KB file can still unpack to a huge bitmap (40 MP is ~120 MB of RGB). */
export const IMAGE_MAX_INPUT_PIXELS = 40_000_000;
export const PROFILE_VIDEO_MAX_SECONDS = 60;
/** How long a link to a candidate's own file stays valid once the authorised route hands it out. */
export const OWN_FILE_LINK_TTL_SECONDS = 5 * 60;
/** Text kept from a CV for mock interviews; a CV rarely holds more than a few thousand words. */
export const RESUME_TEXT_MAX_CHARS = 100_000;
