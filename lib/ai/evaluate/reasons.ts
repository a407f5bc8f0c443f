// The review's sentences for answers whose words were not heard, shared by the evaluation and the screens.
export const NO_PROVIDER_REASON = "We could not hear the words of this answer, so it has no content score: only how you spoke was measured.";
export const NOTHING_HEARD_REASON = "We heard no speech in this answer.";
/** How a typed answer is labelled, and why it has no speaking figures. */
export const TYPED_ANSWER_LABEL = "Typed answer";
export const TYPED_NOT_SPOKEN = "You typed this answer, so how you spoke was not measured: it has no pace, fillers, pauses or speaking score.";
