/** Plain local badges (no store artwork is fetched): a dark pill with the store's name. */
function Badge({ href, small, large }: { href: string; small: string; large: string }) {
  return (
    <a href={href} aria-label={`${small} ${large}`} style={{ display: 'inline-block', lineHeight: 0 }}>
      <svg viewBox="0 0 180 56" width="180" height="56" aria-hidden focusable="false">
        <rect x="0.5" y="0.5" width="179" height="55" rx="10" fill="#000" stroke="#a6a6a6" />
        <text x="90" y="22" fill="#fff" fontSize="11" textAnchor="middle" fontFamily="system-ui, sans-serif">
          {small}
        </text>
        <text
          x="90"
          y="42"
          fill="#fff"
          fontSize="19"
          fontWeight="600"
          textAnchor="middle"
          fontFamily="system-ui, sans-serif"
        >
          {large}
        </text>
      </svg>
    </a>
  );
}

export function StoreBadges({ iosUrl, androidUrl }: { iosUrl: string; androidUrl: string }) {
  return (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      <Badge href={iosUrl} small="Download on the" large="App Store" />
      <Badge href={androidUrl} small="Get it on" large="Google Play" />
    </div>
  );
}
