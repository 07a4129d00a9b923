/** The portal mark; decorative, the adjacent title names the site. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#0958d9" />
      <path
        d="M9 23V9h7a4.5 4.5 0 0 1 0 9H9m7 0 6 5"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
