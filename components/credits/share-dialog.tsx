"use client";

// "Share Interview": confirm that it deducts one token, then the link with Copy and the share targets.
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ActionField } from "@/components/ui/fields";
import { Icon } from "@/components/ui/icons";
import { announceCreditsChanged, requestShareLink } from "./credits-api";
import { fill } from "@/lib/i18n/fill";
import { brand } from "@/lib/brand";
import type { CreditsText } from "./credit-badge";
import { shareTargets, type ShareTarget } from "./share-targets";

type State = { step: "closed" } | { step: "confirm"; busy: boolean; error: string | null } | { step: "share"; url: string };

/** `text`: the `credits` namespace in the interface language. */
export function ShareInterviewButton({ className, text }: { className?: string; text: CreditsText }) {
  const shareText = fill(text.shareText, { brand: brand.name });
  const [state, setState] = useState<State>({ step: "closed" });
  const router = useRouter();
  const close = () => setState({ step: "closed" });

  async function confirm() {
    setState({ step: "confirm", busy: true, error: null });
    const result = await requestShareLink();
    if (!result.ok) return setState({ step: "confirm", busy: false, error: `${text.shareFailed}: ${result.error}` });
    const { shareUrl, credits } = result.data;
    if (!shareUrl) return setState({ step: "confirm", busy: false, error: text.shareMissing });
    announceCreditsChanged(credits);
    setState({ step: "share", url: shareUrl });
    router.refresh(); // server-rendered lists (ledger, mocks) show the spend too
  }

  return (
    <>
      <Button variant="outline" className={className} onClick={() => setState({ step: "confirm", busy: false, error: null })}>
        <Icon name="link" className="size-4" />
        {text.share}
      </Button>
      <Dialog open={state.step === "confirm"} onClose={close} title={text.shareTitle} description={text.shareConfirm} closeLabel={text.close}>
        {state.step === "confirm" && state.error ? (
          <p role="alert" className="mb-4 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-700">
            {state.error}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={close}>
            {text.cancel}
          </Button>
          <Button onClick={confirm} loading={state.step === "confirm" && state.busy}>
            {text.useToken}
          </Button>
        </div>
      </Dialog>
      <Dialog open={state.step === "share"} onClose={close} title={text.shareWithFriend} description={shareText} closeLabel={text.close}>
        {state.step === "share" ? <ShareLinkPanel url={state.url} shareText={shareText} text={text} /> : null}
      </Dialog>
    </>
  );
}

export function ShareLinkPanel({ url, shareText, text }: { url: string; shareText: string; text: CreditsText }) {
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<string | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      input.current?.select();
      document.execCommand("copy");
    }
    setCopied(text.copied);
  }

  return (
    <div>
      <ActionField
        id="share-url"
        label={text.yourLink}
        ref={input}
        readOnly
        value={url}
        onFocus={(e) => e.currentTarget.select()}
        className="bg-ink-50 text-ink-800"
        action={<Button onClick={copy}>{text.copy}</Button>}
        status={copied}
        statusClassName="font-medium text-green-700"
      />
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={text.shareOn}>
        {shareTargets(url, shareText).map((target) => (
          <li key={target.name}>
            <a
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              className="flex flex-col items-center gap-1.5 rounded-2xl border border-ink-200 px-2 py-3 text-xs font-semibold text-ink-700 hover:border-brand-300 hover:bg-brand-50"
            >
              <TargetIcon name={target.name} />
              <span translate="no">{target.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function TargetIcon({ name }: { name: ShareTarget["name"] }) {
  if (name === "X") return <Icon name="x" className="size-5" />;
  if (name === "LinkedIn") return <Icon name="linkedin" className="size-5 text-[#0A66C2]" />;
  if (name === "Facebook") {
    return (
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 text-[#1877F2]" fill="currentColor">
        <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21z" />
      </svg>
    );
  }
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 text-[#25D366]" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M4 20l1.2-3.9A8 8 0 1 1 8 19z" strokeLinejoin="round" />
      <path
        d="M9.2 8.6c.2-.4.5-.4.8-.4l.5 1.3-.5.8c.5 1 1.4 1.9 2.4 2.4l.8-.5 1.3.5c0 .3 0 .6-.4.8-.9.6-2.6.2-4-1.2s-1.8-3-1.2-3.9z"
        fill="currentColor"
        stroke="none"
      />
    </svg>
  );
}
