// The "Ledger" button of the mock interviews page: opens the credit ledger.
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button-classes";

export const LEDGER_PATH = "/mock/ledger";

export function LedgerButton({ className }: { className?: string }) {
  return (
    <Link href={LEDGER_PATH} className={buttonClasses({ variant: "outline", className })}>
      Ledger
    </Link>
  );
}
