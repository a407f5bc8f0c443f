// The new-mock form's place while its code loads: the form's own layout (new-mock-parts.tsx) with a
// grey box where each field will be, greyed and out of reach (inert: not focusable, not read out),
// so nothing moves when the form replaces it. A screen reader hears that the form is loading.
import { buttonClasses } from "@/components/ui/button-classes";
import { inputClass } from "@/components/ui/fields";
import { NewMockLayout, SUBMIT_PLACE_CLASS } from "./new-mock-parts";
import type { NewMockText } from "./new-mock-text";

/** An empty box of an input's height. */
const box = <span className={`${inputClass} bg-ink-50`} />;

const unchecked = { disabled: true, tabIndex: -1 };

export function NewMockPlaceholder({ profileCvName, text }: { profileCvName: string | null; text: NewMockText }) {
  return (
    <div aria-busy="true" data-testid="new-mock-placeholder">
      <p role="status" className="sr-only">
        {text.loading}
      </p>
      <NewMockLayout
        text={text}
        profileCvName={profileCvName}
        ids={null}
        resume={{ profileCv: unchecked }}
        fields={{
          industry: box,
          title: box,
          experience: box,
          difficulty: box,
          language: box,
          skills: (
            <div className="flex gap-2">
              {box}
              <span className={buttonClasses({ variant: "outline", className: "h-12 opacity-55" })}>{text.chips.chipAdd}</span>
            </div>
          ),
          value: box,
        }}
        followUps={unchecked}
        end={<span className={buttonClasses({ size: "lg", className: `opacity-55 ${SUBMIT_PLACE_CLASS}` })}>{text.submit}</span>}
      />
    </div>
  );
}
