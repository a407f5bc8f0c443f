// Stroke icons for the jobs screens, drawn on the same 24×24 grid as components/ui/icons. Decorative.
import type { ReactNode, SVGProps } from "react";

const paths = {
  bookmark: <path d="M7 4h10a1 1 0 0 1 1 1v15l-6-4-6 4V5a1 1 0 0 1 1-1z" />,
  mapPin: (
    <>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8.5" r="3.3" />
      <path d="M3 19.5a6 6 0 0 1 12 0M15.5 5.6a3.3 3.3 0 0 1 0 6M17.5 14.3A6 6 0 0 1 21 19.5" />
    </>
  ),
  wallet: (
    <>
      <rect x="3.5" y="6" width="17" height="13" rx="2" />
      <path d="M3.5 9.5h17M15.5 14h2" />
    </>
  ),
  calendar: (
    <>
      <rect x="4" y="5.5" width="16" height="14.5" rx="2" />
      <path d="M8 3.5v4M16 3.5v4M4 10h16" />
    </>
  ),
  layers: <path d="m12 4 8.5 4.5L12 13 3.5 8.5zM3.5 12.5 12 17l8.5-4.5M3.5 16.5 12 21l8.5-4.5" />,
  arrowLeft: <path d="M19 12H5M11 6l-6 6 6 6" />,
  upload: <path d="M12 15V4.5M7.5 9 12 4.5 16.5 9M5 15.5V19a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-3.5" />,
  file: <path d="M7 3.5h7l4 4V20a.5.5 0 0 1-.5.5h-10A.5.5 0 0 1 7 20zM14 3.5V8h4" />,
  checkCircle: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m8.5 12.3 2.4 2.4 4.6-4.9" />
    </>
  ),
  circle: <circle cx="12" cy="12" r="8.5" />,
  hash: <path d="M9 4 7.5 20M16.5 4 15 20M4.5 9h15M4 15h15" />,
  filter: <path d="M4 6h16M7 12h10M10 18h4" />,
  play: <path d="m9 6.5 9 5.5-9 5.5z" />,
  brain: (
    <>
      <path d="M9.5 4.5a2.5 2.5 0 0 0-2.5 2.5 2.5 2.5 0 0 0-2 4 2.8 2.8 0 0 0 1 4.5A2.5 2.5 0 0 0 9.5 19.5h.5V4.5z" />
      <path d="M14.5 4.5a2.5 2.5 0 0 1 2.5 2.5 2.5 2.5 0 0 1 2 4 2.8 2.8 0 0 1-1 4.5 2.5 2.5 0 0 1-3.5 4h-.5V4.5z" />
    </>
  ),
} as const;

export type JobIconName = keyof typeof paths;

export function JobIcon({
  name,
  className = "size-4",
  filled = false,
  ...rest
}: SVGProps<SVGSVGElement> & { name: JobIconName; filled?: boolean }) {
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
      {paths[name] as ReactNode}
    </svg>
  );
}
