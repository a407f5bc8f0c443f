// What recording a take needs (camera, recorder, speech measures, what is on its way), loaded with
// the click on "Try this question again" rather than with the review.
export { createSignalsRecorder } from "@/components/mocks/interview/answer-signals";
export { captureRecording } from "@/components/recording/capture";
export { cameraErrorText, openCamera, stopCamera } from "@/components/recording/media";
export { SendStatusList } from "@/components/recording/send-status";
