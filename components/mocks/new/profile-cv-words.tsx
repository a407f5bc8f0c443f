// "Use my profile CV (name)": the file's name is the candidate's own (translate="no").
import type { NewMockText } from "./new-mock-text";

export function ProfileCvWords({ name, text }: { name: string; text: NewMockText }) {
  const [before = "", after = ""] = text.useProfileCv.split("{name}");
  return (
    // One span: the label is a flex row, which would set each piece apart ("( my-cv.pdf )").
    <span>
      {before}
      <span translate="no">{name}</span>
      {after}
    </span>
  );
}
