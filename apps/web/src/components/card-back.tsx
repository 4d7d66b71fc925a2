import { useId } from 'react';

/** The site's own card back, drawn inline so it shows instantly and offline while a card image loads. */
export function CardBack({ className }: { className?: string }) {
  const id = useId().replace(/:/g, '');
  return (
    <svg className={className} viewBox="0 0 63 88" preserveAspectRatio="none" aria-hidden focusable="false">
      <defs>
        <radialGradient id={`${id}-glow`} cx="50%" cy="46%" r="62%">
          <stop offset="0" stopColor="#4f6fd8" />
          <stop offset="0.55" stopColor="#27357f" />
          <stop offset="1" stopColor="#141b47" />
        </radialGradient>
        <pattern id={`${id}-rays`} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="3" height="6" fill="#ffffff" opacity="0.045" />
        </pattern>
      </defs>
      <rect x="0" y="0" width="63" height="88" rx="3.5" fill="#d8b24a" />
      <rect x="2.2" y="2.2" width="58.6" height="83.6" rx="2.4" fill={`url(#${id}-glow)`} />
      <rect x="2.2" y="2.2" width="58.6" height="83.6" rx="2.4" fill={`url(#${id}-rays)`} />
      <rect
        x="5"
        y="5"
        width="53"
        height="78"
        rx="1.8"
        fill="none"
        stroke="#f2d27a"
        strokeOpacity="0.45"
        strokeWidth="0.5"
      />
      <g transform="translate(31.5 44)">
        <circle r="15" fill="#0f1536" opacity="0.35" />
        <circle r="13" fill="none" stroke="#f2d27a" strokeWidth="1.4" />
        <path d="M0 -9 L2.4 -2.4 L9 0 L2.4 2.4 L0 9 L-2.4 2.4 L-9 0 L-2.4 -2.4 Z" fill="#f2d27a" />
        <circle r="2" fill="#27357f" />
      </g>
      <path d="M14 16 h35 M14 72 h35" stroke="#f2d27a" strokeOpacity="0.35" strokeWidth="0.6" />
    </svg>
  );
}
