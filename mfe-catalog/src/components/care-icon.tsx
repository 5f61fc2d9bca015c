import type { CareSymbol } from '@shop/shared/care-labels';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.5, strokeLinejoin: 'round' as const };

function Shape({ symbol }: { symbol: CareSymbol }) {
  switch (symbol.shape) {
    case 'tub':
      return <path {...stroke} d="M4 9h24l-3 15H7Z M4 9c3 2 5 2 8 0s5-2 8 0 5 2 8 0" />;
    case 'circle':
      return <circle {...stroke} cx="16" cy="16" r="10" />;
    case 'triangle':
      return <path {...stroke} d="M16 5 28 26H4Z" />;
    case 'square':
      return (
        <>
          <rect {...stroke} x="5" y="5" width="22" height="22" />
          {symbol.variant === 'tumble' && <circle {...stroke} cx="16" cy="16" r="8" />}
          {symbol.variant === 'line' && <path {...stroke} d="M16 8v16" />}
          {symbol.variant === 'drip-line' && <path {...stroke} d="M13 8v16M19 8v16" />}
          {symbol.variant === 'flat' && <path {...stroke} d="M8 16h16" />}
        </>
      );
    case 'iron':
      return <path {...stroke} d="M5 23h22c0-7-3-12-10-12H10l-1 4h6" />;
  }
}

/** The ISO 3758 care symbol of a care code, drawn from its description. */
export function CareIcon({ symbol }: { symbol: CareSymbol }) {
  const dots = symbol.dots ?? 0;
  const bars = symbol.bars ?? 0;
  return (
    <svg viewBox="0 0 32 32" width="36" height="36" aria-hidden="true" focusable="false">
      <Shape symbol={symbol} />
      {symbol.temperature !== undefined && (
        <text x="16" y="21" textAnchor="middle" fontSize="8" fill="currentColor">
          {symbol.temperature}
        </text>
      )}
      {symbol.hand && <path {...stroke} d="M13 20v-6m3 6v-7m3 7v-6" />}
      {symbol.letter && (
        <text x="16" y="20" textAnchor="middle" fontSize="10" fill="currentColor">
          {symbol.letter}
        </text>
      )}
      {Array.from({ length: dots }, (_, i) => (
        <circle key={i} cx={16 + (i - (dots - 1) / 2) * 4} cy={symbol.shape === 'iron' ? 19 : 16} r="1.3" fill="currentColor" />
      ))}
      {Array.from({ length: bars }, (_, i) => (
        <path key={i} {...stroke} d={`M6 ${28 + i * 2}h20`} />
      ))}
      {symbol.crossed && <path {...stroke} d="M5 5 27 27M27 5 5 27" />}
    </svg>
  );
}
