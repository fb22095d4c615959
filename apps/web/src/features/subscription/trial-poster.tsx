/**
 * The built-in poster of the trial-expired screen, used when no video is configured (decision 017): a
 * drawing of the workshop dashboard, so the area never shows a broken player.
 */
export function TrialPoster({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 640 360" role="img" aria-label={label} style={{ display: 'block', width: '100%', height: 'auto' }}>
      <defs>
        <linearGradient id="tp-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0b3d5c" />
          <stop offset="1" stopColor="#137a8a" />
        </linearGradient>
      </defs>
      <rect width="640" height="360" fill="url(#tp-bg)" />
      <rect x="60" y="46" width="520" height="268" rx="14" fill="#ffffff" opacity="0.96" />
      <rect x="60" y="46" width="120" height="268" rx="14" fill="#e8f1f5" />
      <rect x="60" y="46" width="520" height="34" rx="14" fill="#dbe9ef" />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <rect
          key={i}
          x="76"
          y={100 + i * 30}
          width={i === 1 ? 88 : 72}
          height="12"
          rx="6"
          fill={i === 1 ? '#137a8a' : '#b7cdd6'}
        />
      ))}
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x={200 + i * 126} y="100" width="112" height="72" rx="10" fill="#f2f7f9" stroke="#cfe0e7" />
          <circle cx={222 + i * 126} cy="122" r="10" fill={['#f08c00', '#137a8a', '#2f9e44'][i]} />
          <rect x={212 + i * 126} y="144" width="80" height="10" rx="5" fill="#9fb8c3" />
        </g>
      ))}
      <rect x="200" y="190" width="364" height="108" rx="10" fill="#f2f7f9" stroke="#cfe0e7" />
      <polyline
        points="214,280 260,250 306,262 352,222 398,236 444,206 490,214 536,196"
        fill="none"
        stroke="#137a8a"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="536" cy="196" r="7" fill="#f08c00" />
    </svg>
  );
}
