"use client";
// A take's recorder loads as its answer's row comes near the screen, not with the review: with it
// come the device store (the audio-only choice kept for this mock) and the outbox. Until then the
// row holds its place with the button, not yet usable.
import { useEffect, useRef, useState, type ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { useLaterPart } from "@/components/recording/later-part";
import type { RetakeRecorder } from "./retake-recorder";

const loadRecorder = () => import("./retake-recorder");

export function LazyRetakeRecorder(props: ComponentProps<typeof RetakeRecorder>) {
  const row = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = row.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const watch = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        watch.disconnect();
      },
      { rootMargin: "600px 0px" },
    );
    watch.observe(element);
    return () => watch.disconnect();
  }, []);
  const { part } = useLaterPart(loadRecorder, near);
  if (part) return <part.RetakeRecorder {...props} />;
  return (
    <div ref={row} className="flex flex-wrap items-center gap-x-3 gap-y-2" aria-busy="true">
      <Button size="sm" variant="secondary" disabled>
        {props.text.tryAgain}
      </Button>
    </div>
  );
}
