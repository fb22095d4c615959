/** The promo's full-width picture: a car on a lift and a tablet showing the app (drawn, no external asset). */
export function PromoImage({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 600 300" role="img" aria-label={label} style={{ display: 'block', width: '100%', height: 'auto' }}>
      <defs>
        <linearGradient id="pi-bg" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff4e6" />
          <stop offset="1" stopColor="#ffe8cc" />
        </linearGradient>
      </defs>
      <rect width="600" height="300" fill="url(#pi-bg)" />
      <rect x="0" y="250" width="600" height="50" fill="#e9ecef" />
      {/* lift */}
      <rect x="70" y="120" width="14" height="130" fill="#868e96" />
      <rect x="316" y="120" width="14" height="130" fill="#868e96" />
      <rect x="60" y="176" width="280" height="10" rx="4" fill="#495057" />
      {/* car */}
      <path d="M90 170 L120 128 Q130 116 150 116 L250 116 Q270 116 282 130 L312 170 Z" fill="#137a8a" />
      <rect x="84" y="150" width="236" height="28" rx="10" fill="#0b5d6b" />
      <rect x="136" y="126" width="56" height="26" rx="4" fill="#c5f6fa" />
      <rect x="200" y="126" width="64" height="26" rx="4" fill="#c5f6fa" />
      <circle cx="130" cy="180" r="20" fill="#212529" />
      <circle cx="130" cy="180" r="8" fill="#adb5bd" />
      <circle cx="276" cy="180" r="20" fill="#212529" />
      <circle cx="276" cy="180" r="8" fill="#adb5bd" />
      {/* tablet */}
      <rect x="392" y="70" width="168" height="124" rx="12" fill="#212529" />
      <rect x="402" y="80" width="148" height="104" rx="6" fill="#ffffff" />
      <rect x="412" y="90" width="60" height="10" rx="5" fill="#f08c00" />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x="412" y={110 + i * 22} width="14" height="14" rx="3" fill="#137a8a" />
          <rect x="432" y={113 + i * 22} width={90 - i * 18} height="8" rx="4" fill="#ced4da" />
        </g>
      ))}
      {/* mechanic */}
      <circle cx="476" cy="214" r="14" fill="#f4c7a1" />
      <rect x="456" y="228" width="40" height="32" rx="10" fill="#1971c2" />
    </svg>
  );
}
