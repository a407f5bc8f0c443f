import Link from "next/link";
import type { ButtonHTMLAttributes, ComponentProps } from "react";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button-classes";
import { Spinner } from "./spinner";

export { buttonClasses, type ButtonSize, type ButtonVariant } from "./button-classes";

type StyleProps = { variant?: ButtonVariant; size?: ButtonSize };

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  StyleProps & {
    /** Shows a spinner, disables the button and marks it busy; keep the label so its width holds. */
    loading?: boolean;
  };

export function Button({ variant, size, loading = false, className, children, disabled, type, ...rest }: ButtonProps) {
  return (
    <button
      type={type ?? "button"}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses({ variant, size, className })}
      {...rest}
    >
      {loading ? <Spinner /> : null}
      {children}
    </button>
  );
}

export type ButtonLinkProps = ComponentProps<typeof Link> & StyleProps;

/** A next/link that looks like a button. */
export function ButtonLink({ variant, size, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClasses({ variant, size, className })} {...rest} />;
}
