import { brand } from "@/lib/brand";

/**
 * The brand mark: an "H" whose right stem rises into an arrow. Same drawing as public/logo.svg and app/icon.svg.
 * Drawn by the page's logo (sized by its class) and by the social preview image (sized in pixels).
 */
export function BrandMark({ className = "size-8", size }: { className?: string; size?: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="9" fill={brand.colour} />
      <path
        d="M9.5 9.5v13.5M21.5 10v13M9.5 16.5h12M18 13l3.5-3.5L25 13"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
