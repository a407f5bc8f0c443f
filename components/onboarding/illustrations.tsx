// Two small illustrations drawn for onboarding's last steps (brand colours, no external assets).
export function AlmostDoneArt({ className = "h-32 w-auto" }: { className?: string }) {
  return (
    <svg viewBox="0 0 200 140" aria-hidden="true" className={className}>
      <circle cx="100" cy="70" r="62" fill="#fff4ed" />
      <rect x="58" y="30" width="84" height="92" rx="10" fill="#fff" stroke="#ffcbaa" strokeWidth="3" />
      <rect x="72" y="22" width="56" height="18" rx="6" fill="#ff5d0e" />
      <path d="M74 62h52M74 80h40M74 98h30" stroke="#e4e4e9" strokeWidth="6" strokeLinecap="round" />
      <circle cx="140" cy="100" r="20" fill="#cc4200" />
      <path d="m131 100 6 6 12-13" fill="none" stroke="#fff" strokeWidth="4.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function AllSetArt({ className = "h-44 w-auto" }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 180" aria-hidden="true" className={className}>
      <ellipse cx="120" cy="160" rx="86" ry="10" fill="#efeff2" />
      <circle cx="120" cy="86" r="70" fill="#fff4ed" />
      <path d="M86 150V96a34 34 0 0 1 68 0v54" fill="#ff5d0e" />
      <circle cx="120" cy="66" r="22" fill="#ffcbaa" />
      <path d="M98 62a22 22 0 0 1 44 0c-6-8-14-12-22-12s-16 4-22 12z" fill="#2e2e36" />
      <path d="M86 110 58 78M154 110l28-32" stroke="#ff5d0e" strokeWidth="12" strokeLinecap="round" />
      <circle cx="56" cy="74" r="8" fill="#ffcbaa" />
      <circle cx="184" cy="74" r="8" fill="#ffcbaa" />
      <path d="m40 36 4 10 10 4-10 4-4 10-4-10-10-4 10-4zM196 24l3 7 7 3-7 3-3 7-3-7-7-3 7-3zM206 120l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill="#ff7e3d" />
      <rect x="104" y="108" width="32" height="22" rx="4" fill="#fff" />
      <path d="m112 119 5 5 11-11" fill="none" stroke="#cc4200" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
