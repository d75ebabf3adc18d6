/** A stroked 24 x 24 icon from one SVG path (inline SVG: no icon font to download). */
export function PathIcon({ d }: { d: string }) {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" aria-hidden>
      <path
        d={d}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const icon = (d: string) =>
  function Icon() {
    return <PathIcon d={d} />;
  };

/** The tab bar's icons. */
export const MapIcon = icon(
  'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Zm0-8.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
);
export const HomeIcon = icon('M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3V10.5Z');
export const MineIcon = icon('M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm-8 9a8 8 0 0 1 16 0H4Z');
