/**
 * Simple drawings of what the operator sells and shows (a car being washed, a tyre, an oil can,
 * a shop front...), made here so that the app has real pictures without any network. They carry
 * no words: a title belongs in the page's own text, in the reader's language, where it is never
 * cut. Each subject is drawn in a 400 x 400 box placed in the middle of the picture, with a margin
 * that the screens' crops (square cards, 4:3 galleries, 5:2 banners) never reach.
 */

export type Subject =
  | 'wash'
  | 'interior'
  | 'polish'
  | 'oil'
  | 'alignment'
  | 'aircon'
  | 'tyre'
  | 'inspection'
  | 'repair'
  | 'steam'
  | 'store'
  | 'notice'
  | 'phone'
  | 'parking';

/** Soft backgrounds, picked by a seed so that a product's three views differ. */
const BACKGROUNDS = ['#e6f0ff', '#e8f7ee', '#fff4e0', '#f3ecff', '#e6f7f8', '#ffece8'];

const car = (colour: string) => `
<g>
  <path d="M40 260 L70 200 Q85 170 120 168 L270 168 Q305 170 322 200 L360 260 Z" fill="${colour}"/>
  <rect x="30" y="250" width="340" height="56" rx="18" fill="${colour}"/>
  <path d="M96 206 L116 182 L196 182 L196 226 L86 226 Z" fill="#cfe6ff"/>
  <path d="M210 182 L276 182 L306 226 L210 226 Z" fill="#cfe6ff"/>
  <rect x="42" y="266" width="30" height="14" rx="5" fill="#ffe7a3"/>
  <rect x="328" y="266" width="30" height="14" rx="5" fill="#ffb3a3"/>
  <circle cx="110" cy="306" r="34" fill="#2f3540"/><circle cx="110" cy="306" r="14" fill="#c9ced6"/>
  <circle cx="290" cy="306" r="34" fill="#2f3540"/><circle cx="290" cy="306" r="14" fill="#c9ced6"/>
</g>`;

const bubbles = (points: [number, number, number][]) =>
  points
    .map(
      ([x, y, r]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" stroke="#7fb6ff" stroke-width="4"/>`,
    )
    .join('');

const drops = (points: [number, number][]) =>
  points
    .map(([x, y]) => `<path d="M${x} ${y} q-10 18 0 26 q10 -8 0 -26 z" fill="#4a90e2"/>`)
    .join('');

const tyre = `
<g>
  <circle cx="200" cy="200" r="150" fill="#2f3540"/>
  <circle cx="200" cy="200" r="150" fill="none" stroke="#454c59" stroke-width="18" stroke-dasharray="14 12"/>
  <circle cx="200" cy="200" r="88" fill="#c9ced6"/>
  <circle cx="200" cy="200" r="26" fill="#8a929e"/>
  ${[0, 72, 144, 216, 288].map((a) => `<rect x="192" y="116" width="16" height="64" rx="6" fill="#8a929e" transform="rotate(${a} 200 200)"/>`).join('')}
</g>`;

const SUBJECTS: Record<Subject, string> = {
  wash: `<g transform="translate(0 40)">${car('#3d7be0')}</g>
    ${bubbles([
      [90, 200, 22],
      [140, 180, 16],
      [250, 186, 20],
      [310, 210, 14],
      [200, 170, 12],
    ])}
    ${drops([
      [80, 40],
      [140, 70],
      [200, 30],
      [260, 70],
      [320, 40],
    ])}`,
  polish: `<g transform="translate(0 40)">${car('#d9463b')}</g>
    <path d="M120 120 l10 -28 l10 28 l28 10 l-28 10 l-10 28 l-10 -28 l-28 -10 z" fill="#ffd23f"/>
    <path d="M280 90 l7 -20 l7 20 l20 7 l-20 7 l-7 20 l-7 -20 l-20 -7 z" fill="#ffd23f"/>
    <path d="M300 190 l5 -14 l5 14 l14 5 l-14 5 l-5 14 l-5 -14 l-14 -5 z" fill="#ffd23f"/>`,
  interior: `<g>
    <rect x="120" y="60" width="150" height="190" rx="40" fill="#7a5c4f"/>
    <rect x="100" y="230" width="220" height="80" rx="30" fill="#8e6c5d"/>
    <rect x="150" y="20" width="90" height="50" rx="20" fill="#7a5c4f"/>
    <rect x="190" y="300" width="20" height="60" fill="#555"/>
    <rect x="140" y="350" width="120" height="14" rx="7" fill="#555"/>
    ${bubbles([
      [300, 90, 18],
      [330, 140, 12],
      [90, 120, 14],
    ])}
  </g>`,
  oil: `<g>
    <path d="M90 150 L270 150 L300 200 L300 350 L90 350 Z" fill="#f2b01e"/>
    <rect x="120" y="110" width="60" height="40" rx="6" fill="#d08f00"/>
    <path d="M300 200 L360 170 L370 184 L310 230 Z" fill="#d08f00"/>
    <rect x="120" y="210" width="140" height="90" rx="10" fill="#fff2c4"/>
    <path d="M190 226 q-22 34 0 50 q22 -16 0 -50 z" fill="#8a5a00"/>
    <path d="M370 200 q-10 18 0 26 q10 -8 0 -26 z" fill="#8a5a00"/>
  </g>`,
  alignment: `<g transform="translate(0 10)">
    <rect x="90" y="120" width="60" height="120" rx="16" fill="#2f3540"/>
    <rect x="250" y="120" width="60" height="120" rx="16" fill="#2f3540"/>
    <rect x="150" y="170" width="100" height="20" fill="#8a929e"/>
    <line x1="120" y1="60" x2="120" y2="300" stroke="#3d7be0" stroke-width="6" stroke-dasharray="14 10"/>
    <line x1="280" y1="60" x2="280" y2="300" stroke="#3d7be0" stroke-width="6" stroke-dasharray="14 10"/>
    <path d="M60 340 l40 -20 v40 z M340 340 l-40 -20 v40 z" fill="#3d7be0"/>
    <rect x="100" y="335" width="200" height="10" fill="#3d7be0"/>
  </g>`,
  aircon: `<g>
    <rect x="60" y="80" width="280" height="110" rx="20" fill="#ffffff" stroke="#8fb8e8" stroke-width="6"/>
    <rect x="90" y="150" width="220" height="12" rx="6" fill="#8fb8e8"/>
    <g stroke="#4a90e2" stroke-width="8" stroke-linecap="round">
      <line x1="200" y1="220" x2="200" y2="360"/>
      <line x1="140" y1="255" x2="260" y2="325"/>
      <line x1="260" y1="255" x2="140" y2="325"/>
    </g>
  </g>`,
  tyre,
  repair: `${tyre}
    <g transform="rotate(-30 300 90)"><rect x="260" y="70" width="90" height="30" rx="10" fill="#f2b01e"/>
    <rect x="340" y="78" width="40" height="14" rx="6" fill="#8a929e"/></g>`,
  inspection: `<g>
    <rect x="90" y="40" width="220" height="300" rx="16" fill="#ffffff" stroke="#8fb8e8" stroke-width="6"/>
    <rect x="150" y="24" width="100" height="36" rx="10" fill="#8fb8e8"/>
    ${[110, 170, 230].map((y) => `<rect x="170" y="${y}" width="110" height="14" rx="7" fill="#c9d6e6"/><path d="M118 ${y + 6} l12 12 l22 -26" fill="none" stroke="#2fa84f" stroke-width="8" stroke-linecap="round"/>`).join('')}
    <circle cx="300" cy="320" r="50" fill="#2fa84f"/>
    <path d="M276 320 l16 16 l32 -34" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round"/>
  </g>`,
  steam: `<g transform="translate(0 60)">${car('#2fa896')}</g>
    <g fill="none" stroke="#9aa4b1" stroke-width="10" stroke-linecap="round">
      <path d="M130 170 q-20 -30 0 -60 q20 -30 0 -60"/>
      <path d="M200 170 q-20 -30 0 -60 q20 -30 0 -60"/>
      <path d="M270 170 q-20 -30 0 -60 q20 -30 0 -60"/>
    </g>`,
  store: `<g>
    <rect x="60" y="150" width="280" height="200" fill="#ffffff" stroke="#8fb8e8" stroke-width="6"/>
    <path d="M40 150 L80 80 L320 80 L360 150 Z" fill="#3d7be0"/>
    ${[60, 116, 172, 228, 284].map((x, i) => `<path d="M${x} 150 h56 v24 q-28 22 -56 0 z" fill="${i % 2 ? '#ffffff' : '#f5455c'}"/>`).join('')}
    <rect x="90" y="210" width="90" height="140" fill="#cfe6ff"/>
    <rect x="220" y="210" width="90" height="80" fill="#cfe6ff"/>
    <circle cx="170" cy="285" r="6" fill="#555"/>
  </g>`,
  notice: `<g>
    <rect x="70" y="50" width="260" height="300" rx="18" fill="#ffffff" stroke="#8fb8e8" stroke-width="6"/>
    ${[110, 160, 210, 260].map((y, i) => `<rect x="110" y="${y}" width="${i % 2 ? 140 : 180}" height="16" rx="8" fill="#c9d6e6"/>`).join('')}
    <circle cx="320" cy="80" r="46" fill="#f5455c"/>
    <rect x="314" y="52" width="12" height="36" rx="6" fill="#fff"/>
    <circle cx="320" cy="104" r="7" fill="#fff"/>
  </g>`,
  phone: `<g>
    <rect x="120" y="20" width="160" height="360" rx="26" fill="#2f3540"/>
    <rect x="134" y="56" width="132" height="280" rx="8" fill="#e6f0ff"/>
    <circle cx="200" cy="356" r="10" fill="#8a929e"/>
    <rect x="150" y="80" width="100" height="100" rx="16" fill="#3d7be0"/>
    <path d="M180 160 v-60 h26 q24 0 24 22 q0 22 -24 22 h-26" fill="none" stroke="#fff" stroke-width="12"/>
    ${[200, 240, 280].map((y) => `<rect x="150" y="${y}" width="100" height="20" rx="6" fill="#c9d6e6"/>`).join('')}
  </g>`,
  parking: `<g>
    <rect x="110" y="40" width="180" height="180" rx="30" fill="#3d7be0"/>
    <path d="M170 190 v-120 h40 q40 0 40 36 q0 36 -40 36 h-40" fill="none" stroke="#fff" stroke-width="22"/>
    <rect x="190" y="220" width="20" height="150" fill="#8a929e"/>
  </g>`,
};

/**
 * A picture of `subject` on a soft background picked by `seed`, `width` x `height`: the subject
 * fills `fill` (0-1) of the shorter side, centred.
 */
export function drawing(
  subject: Subject,
  seed: number,
  width = 600,
  height = 600,
  fill = 0.66,
): string {
  const background = BACKGROUNDS[Math.abs(seed) % BACKGROUNDS.length]!;
  const scale = (Math.min(width, height) * fill) / 400;
  const x = (width - 400 * scale) / 2;
  const y = (height - 400 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="${background}"/>
<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(4)})">${SUBJECTS[subject]}</g>
</svg>`;
}
