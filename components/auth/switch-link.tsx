import Link from "next/link";

/** The line under an auth form that leads to the other one: "New here? Sign Up". */
export function AuthSwitchLink({ question, href, label }: { question: string; href: string; label: string }) {
  return (
    <p className="mt-7 text-center text-sm text-ink-600">
      {question}{" "}
      <Link href={href} className="rounded font-semibold text-brand-600 hover:text-brand-700">
        {label}
      </Link>
    </p>
  );
}
