"use client";
// A candidate page that breaks: the router's error screen inside the shell, in the interface
// language (its words come with the shell's, so this boundary needs nothing of its own).
import { ErrorScreen } from "@/components/layout/error-screen";
import { useShellTextIfAny } from "@/components/layout/shell-text";

export default function CandidateError({ error, retry }: { error: unknown; retry: () => void }) {
  const text = useShellTextIfAny();
  return <ErrorScreen error={error} retry={retry} words={text?.errors} inShell={Boolean(text)} />;
}
