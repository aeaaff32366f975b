/** Decorative: a hole seen from above with a tee shot, an approach and a putt, as the shot map draws them. */
export function HoleIllustration() {
  return (
    <svg viewBox="0 0 320 240" width="100%" style={{ maxWidth: 420 }} aria-hidden focusable="false">
      <rect x="0" y="0" width="320" height="240" rx="24" fill="#2f6b3f" />
      <path
        d="M40 210 C 80 150, 120 140, 170 120 S 250 70, 270 40"
        stroke="#4f9a5f"
        strokeWidth="54"
        fill="none"
        strokeLinecap="round"
      />
      <ellipse cx="262" cy="48" rx="40" ry="28" fill="#7cc68a" />
      <ellipse cx="150" cy="150" rx="18" ry="10" fill="#e8d9a8" />
      <ellipse cx="215" cy="92" rx="12" ry="8" fill="#6fb1d6" />
      <line x1="268" y1="46" x2="268" y2="14" stroke="#fff" strokeWidth="2" />
      <path d="M268 14 L288 20 L268 26 Z" fill="#f2c14e" />
      <g fill="none" stroke="#fff" strokeWidth="2.5" strokeDasharray="6 5">
        <path d="M44 206 Q 110 120 176 118" />
        <path d="M176 118 Q 230 60 252 54" />
        <path d="M252 54 L 266 47" />
      </g>
      <g fill="#fff">
        <circle cx="44" cy="206" r="5" />
        <circle cx="176" cy="118" r="5" />
        <circle cx="252" cy="54" r="5" />
      </g>
    </svg>
  );
}
