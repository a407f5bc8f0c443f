// The frame every stroke icon of this product shares (24×24 grid, currentColor, decorative), and the
// few icons a screen draws without loading the whole set: the error screen is in every page's chunk,
// and the contact form keeps its page light. The icon set (./icons) is built on the same frame and paths.
import type { ReactNode, SVGProps } from "react";

export type IconProps = SVGProps<SVGSVGElement>;

export function Stroke({ children, className = "size-5", filled = false, ...rest }: IconProps & { children: ReactNode; filled?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...rest}
    >
      {children}
    </svg>
  );
}

export const GLYPH_PATHS = {
  alert: <path d="M12 4 2.8 19.5h18.4zM12 10v4.5M12 17.3v.2" />,
  refresh: <path d="M20 12a8 8 0 1 1-2.4-5.7M20 4v5h-5" />,
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
} as const;

export function Glyph({ kind, className }: { kind: keyof typeof GLYPH_PATHS; className: string }) {
  return <Stroke className={className}>{GLYPH_PATHS[kind]}</Stroke>;
}
