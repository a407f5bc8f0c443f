// The largest file each upload accepts, in bytes.

export const PROFILE_PHOTO_MAX_BYTES = 500 * 1024;
export const ONBOARDING_PHOTO_MAX_BYTES = 512_000;
export const CV_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_VIDEO_MAX_BYTES = 25 * 1024 * 1024;
/** 180 s of 360x180 WebM is a few MB; this leaves room for double time and generous bitrates. */
export const INTERVIEW_VIDEO_MAX_BYTES = 80 * 1024 * 1024;
/**
 * Mock interview answers: a recording of up to 180 s at the recorder's settings is a few MB; 25 MB
 * leaves room and stays within what speech-to-text providers accept in one request. The server
 * allows a few seconds over the 180 s for the recorder to stop.
 */
export const MOCK_ANSWER_MAX_BYTES = 25 * 1024 * 1024;
