// The words of applying, apart from the schemas so the job pages' buttons load no zod.
export const APPLIED_MESSAGE = "You've successfully applied for this job!";
export const RESUME_REQUIRED_MESSAGE = "Resume is required";
/** The server's words when no resume came with the application; the popup shows "Please update your resume". */
export const UPLOAD_RESUME_FIRST_MESSAGE = "Please upload your resume before applying for a job";
export const ALREADY_REGISTERED_MESSAGE = "User already registered";
