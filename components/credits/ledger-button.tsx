// The "Ledger" button of the mock interviews page: opens the credit ledger.
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button-classes";
import type { CreditsText } from "./credit-badge";

export const LEDGER_PATH = "/mock/ledger";

export function LedgerButton({ className, text }: { className?: string; text: CreditsText }) {
  return (
    <Link href={LEDGER_PATH} className={buttonClasses({ variant: "outline", className })}>
      {text.ledger}
    </Link>
  );
}
