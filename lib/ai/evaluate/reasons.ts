// The review's sentences for answers whose words were not heard, shared by the evaluation and the screens.
export const NO_PROVIDER_REASON = "We could not hear the words of this answer, so it has no content score: only how you spoke was measured.";
export const NOTHING_HEARD_REASON = "We heard no speech in this answer.";
