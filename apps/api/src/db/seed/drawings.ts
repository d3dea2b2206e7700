/**
 * Produce that no emoji shows (water spinach, dragon fruit, straw mushrooms, a bowl of mung beans…), drawn
 * as SVG in a 128-unit box in the manner of Noto Emoji: flat fills, one darker shade, one highlight, no
 * outlines. Variants (mung vs black beans, pomelo vs orange flesh) recolour one drawing in pictures.ts.
 */

/** A small deterministic generator, so every seed draws the same beans in the same places. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** A leaf pointing up from (0, 0): length `length`, widest at 40 %, `width` across. */
function leafPath(length: number, width: number) {
  const w = width / 2;
  return `M0 0C${round(w * 1.3)} ${round(-length * 0.25)} ${round(w)} ${round(-length * 0.75)} 0 ${-length}C${round(-w)} ${round(-length * 0.75)} ${round(-w * 1.3)} ${round(-length * 0.25)} 0 0Z`;
}

/** A leaf at (x, y) turned `angle` degrees from upright, with a lighter midrib. */
function leaf(x: number, y: number, angle: number, length: number, width: number, fill: string, rib: string) {
  return `<g transform="translate(${round(x)} ${round(y)}) rotate(${round(angle)})"><path d="${leafPath(length, width)}" fill="${fill}"/><path d="M0 0L0 ${round(-length * 0.9)}" stroke="${rib}" stroke-width="1" stroke-linecap="round"/></g>`;
}

/** A closed blob around (cx, cy) whose edge ripples `waves` times: lettuce frills, citrus rind. */
function ripple(cx: number, cy: number, rx: number, ry: number, waves: number, depth: number) {
  const points = waves * 4;
  let d = '';
  for (let i = 0; i <= points; i++) {
    const a = (i / points) * Math.PI * 2;
    const r = 1 + depth * Math.sin(a * waves);
    const x = round(cx + rx * r * Math.cos(a));
    const y = round(cy + ry * r * Math.sin(a));
    d += i === 0 ? `M${x} ${y}` : `L${x} ${y}`;
  }
  return `${d}Z`;
}

function waterSpinach() {
  const stems = [-34, -22, -11, 0, 11, 22, 34];
  const parts: string[] = [];
  for (const [i, dx] of stems.entries()) {
    const topX = 64 + dx * 1.3;
    const topY = 14 + Math.abs(dx) * 0.5;
    parts.push(
      `<path d="M${64 + dx * 0.12} 118Q${64 + dx * 0.4} 70 ${round(topX)} ${round(topY)}" stroke="#8bc34a" stroke-width="4.5" fill="none" stroke-linecap="round"/>`,
      `<path d="M${64 + dx * 0.12 - 0.8} 114Q${64 + dx * 0.4 - 0.8} 70 ${round(topX - 0.8)} ${round(topY + 6)}" stroke="#c5e1a5" stroke-width="1.2" fill="none"/>`,
    );
    const side = dx === 0 ? (i % 2 ? 1 : -1) : Math.sign(dx);
    for (let j = 0; j < 3; j++) {
      const t = 0.15 + j * 0.2;
      const x = topX + (64 + dx * 0.4 - topX) * t;
      const y = topY + (70 - topY) * t;
      const turn = (j % 2 ? -1 : 1) * side;
      parts.push(leaf(x, y, turn * 55 + dx * 0.6, 30 - j * 3, 11, j % 2 ? '#4f8f2f' : '#3d7a26', '#7cb342'));
    }
    parts.push(leaf(topX, topY + 2, dx * 0.8, 24, 10, '#5a9e35', '#8bc34a'));
  }
  parts.push(
    `<rect x="48" y="92" width="32" height="8" rx="3" fill="#e53935"/><rect x="48" y="92" width="32" height="3" rx="1.5" fill="#ef7a76"/>`,
    ...stems.map((dx) => `<ellipse cx="${round(64 + dx * 0.12)}" cy="118" rx="2.4" ry="1.4" fill="#dcedc8"/>`),
  );
  return parts.join('');
}

function lettuce() {
  return [
    `<path d="${ripple(64, 74, 58, 40, 9, 0.09)}" fill="#6a9f2a"/>`,
    `<path d="${ripple(62, 68, 50, 36, 8, 0.1)}" fill="#8bc34a"/>`,
    `<path d="${ripple(66, 64, 40, 30, 7, 0.11)}" fill="#a5d15a"/>`,
    `<path d="${ripple(62, 60, 28, 22, 6, 0.12)}" fill="#c5e384"/>`,
    `<path d="${ripple(64, 58, 16, 13, 5, 0.14)}" fill="#dcef9c"/>`,
    `<path d="M64 110L30 64M64 110L48 50M64 110L64 44M64 110L82 50M64 110L100 64" stroke="#eef6d6" stroke-width="2.2" stroke-linecap="round" fill="none" opacity="0.85"/>`,
    `<ellipse cx="64" cy="110" rx="14" ry="6" fill="#f1f8e0"/>`,
  ].join('');
}

function spinach() {
  const parts: string[] = [];
  const leaves: Array<[number, number, number]> = [
    [-48, 44, 22],
    [-26, 52, 24],
    [0, 56, 25],
    [26, 52, 24],
    [48, 44, 22],
    [-14, 40, 20],
    [14, 40, 20],
  ];
  for (const [angle, length] of leaves) {
    const rad = (angle * Math.PI) / 180;
    const x = 64 + Math.sin(rad) * length;
    const y = 112 - Math.cos(rad) * length;
    parts.push(
      `<path d="M64 112L${round(x)} ${round(y)}" stroke="#7cb342" stroke-width="3" stroke-linecap="round"/>`,
      leaf(x, y, angle, 48, 34, angle % 4 ? '#2e6b2a' : '#357a30', '#6aa84f'),
    );
  }
  parts.push(
    `<ellipse cx="64" cy="113" rx="7" ry="5" fill="#d0487a"/><ellipse cx="62" cy="111.5" rx="3" ry="2" fill="#ec7fa6"/>`,
    `<path d="M62 117Q60 122 57 125M66 117Q68 122 71 124M64 118L64 126" stroke="#e8d8c0" stroke-width="1.2" fill="none"/>`,
  );
  return parts.join('');
}

function redAmaranth() {
  const defs = `<defs><radialGradient id="amaranth" cx="50%" cy="60%" r="60%"><stop offset="0" stop-color="#a0144f"/><stop offset="0.55" stop-color="#b3245a"/><stop offset="1" stop-color="#5e8a2a"/></radialGradient></defs>`;
  const parts: string[] = [defs];
  const leaves: Array<[number, number, number]> = [
    [-50, 46, 30],
    [-28, 56, 34],
    [-6, 62, 34],
    [18, 58, 34],
    [42, 50, 32],
    [-16, 38, 26],
    [8, 36, 26],
    [30, 32, 24],
  ];
  for (const [angle, length, size] of leaves) {
    const rad = (angle * Math.PI) / 180;
    const x = 64 + Math.sin(rad) * length;
    const y = 116 - Math.cos(rad) * length;
    parts.push(
      `<path d="M64 116L${round(x)} ${round(y)}" stroke="#b0245c" stroke-width="2.6" stroke-linecap="round"/>`,
      `<g transform="translate(${round(x)} ${round(y)}) rotate(${angle})"><path d="${leafPath(size, size * 0.78)}" fill="url(#amaranth)"/><path d="M0 0L0 ${round(-size * 0.85)}" stroke="#d4457f" stroke-width="1.2"/></g>`,
    );
  }
  parts.push(`<rect x="54" y="100" width="20" height="7" rx="3" fill="#f9a825"/>`);
  return parts.join('');
}

function kingOysterMushrooms() {
  const stem = (x: number, height: number, angle: number) =>
    `<g transform="rotate(${angle} ${x} 118)"><rect x="${x - 11}" y="${118 - height}" width="22" height="${height}" rx="10" fill="#f4ead6"/><rect x="${x + 3}" y="${120 - height}" width="7" height="${height - 6}" rx="3.5" fill="#e2d2b2"/><rect x="${x - 7}" y="${122 - height}" width="4" height="${height - 14}" rx="2" fill="#fffaf0"/><path d="M${x - 15} ${121 - height}Q${x} ${104 - height} ${x + 15} ${121 - height}Q${x} ${127 - height} ${x - 15} ${121 - height}Z" fill="#a47a55"/><path d="M${x - 9} ${114 - height}Q${x - 2} ${109 - height} ${x + 5} ${112 - height}" stroke="#c9a27a" stroke-width="2" fill="none" stroke-linecap="round"/></g>`;
  return stem(38, 78, -10) + stem(90, 80, 9) + stem(64, 92, 0);
}

function shiitake() {
  const flecks: string[] = [];
  const next = random(7);
  for (let i = 0; i < 14; i++) {
    const a = next() * Math.PI * 2;
    const r = 18 + next() * 24;
    const x = round(64 + Math.cos(a) * r);
    const y = round(58 + Math.sin(a) * r * 0.5);
    flecks.push(
      `<path d="M${x} ${y}l${round(2 + next() * 4)} ${round(-1 - next() * 2)}l${round(1 + next() * 2)} ${round(2 + next() * 2)}z" fill="#efe2cc"/>`,
    );
  }
  return [
    `<path d="M54 80Q52 104 50 114Q64 120 78 114Q76 104 74 80Z" fill="#efe4cf"/><path d="M68 82Q70 104 72 114Q76 113 78 114Q76 104 74 80Z" fill="#d9c8a8"/>`,
    `<path d="M10 68Q12 22 64 20Q116 22 118 68Q104 84 64 84Q24 84 10 68Z" fill="#6b3f24"/>`,
    `<path d="M20 62Q24 30 64 28Q104 30 108 62Q90 72 64 72Q38 72 20 62Z" fill="#84522f"/>`,
    `<path d="M36 38Q50 28 68 30" stroke="#a9744a" stroke-width="5" stroke-linecap="round" fill="none"/>`,
    ...flecks,
    `<path d="M10 68Q24 84 64 84Q104 84 118 68" stroke="#4f2d18" stroke-width="3" fill="none"/>`,
  ].join('');
}

function greyOysterMushrooms() {
  // Overlapping ear-shaped caps seen from above, narrowing into short white stems, each a little
  // different in shade, with a rolled darker rim.
  const cap = (x: number, y: number, angle: number, length: number, fill: string, light: string) => {
    const w = length * 0.62;
    const body = `M0 0C${round(-w * 0.2)} ${round(-length * 0.35)} ${round(-w * 1.05)} ${round(-length * 0.5)} ${round(-w * 0.9)} ${round(-length * 0.85)}Q${round(-w * 0.7)} ${round(-length * 1.1)} ${round(-w * 0.3)} ${round(-length * 1.02)}Q0 ${round(-length * 1.12)} ${round(w * 0.3)} ${round(-length * 1.02)}Q${round(w * 0.7)} ${round(-length * 1.1)} ${round(w * 0.9)} ${round(-length * 0.85)}C${round(w * 1.05)} ${round(-length * 0.5)} ${round(w * 0.2)} ${round(-length * 0.35)} 0 0Z`;
    return `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="${body}" fill="${fill}" stroke="#5f5955" stroke-width="2" stroke-linejoin="round"/><ellipse cx="0" cy="${round(-length * 0.22)}" rx="${round(w * 0.14)}" ry="${round(length * 0.16)}" fill="${light}" opacity="0.6"/><path d="M${round(-w * 0.55)} ${round(-length * 0.8)}Q0 ${round(-length * 0.95)} ${round(w * 0.5)} ${round(-length * 0.82)}" stroke="${light}" stroke-width="2.4" fill="none" stroke-linecap="round" opacity="0.7"/></g>`;
  };
  return [
    `<path d="M54 124L60 96L68 96L74 124Z" fill="#f1ece3"/>`,
    cap(60, 104, -62, 50, '#8d8782', '#c9c3bc'),
    cap(68, 104, 60, 50, '#8a847f', '#c9c3bc'),
    cap(62, 102, -28, 58, '#9a948f', '#d3cdc6'),
    cap(66, 102, 26, 56, '#a09a95', '#d8d2cb'),
    cap(64, 106, -2, 48, '#aaa49f', '#e0dad3'),
  ].join('');
}

function strawMushrooms() {
  const defs = `<defs><linearGradient id="straw" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a413b"/><stop offset="0.4" stop-color="#857870"/><stop offset="0.75" stop-color="#e6ded3"/><stop offset="1" stop-color="#f8f4ee"/></linearGradient></defs>`;
  const egg = (cx: number, cy: number, r: number, angle: number) =>
    `<g transform="rotate(${angle} ${cx} ${cy})"><path d="M${cx} ${cy - r * 1.3}C${cx + r * 1.1} ${cy - r * 1.3} ${cx + r * 1.1} ${cy + r} ${cx} ${cy + r}C${cx - r * 1.1} ${cy + r} ${cx - r * 1.1} ${cy - r * 1.3} ${cx} ${cy - r * 1.3}Z" fill="url(#straw)"/><ellipse cx="${round(cx - r * 0.38)}" cy="${round(cy - r * 0.55)}" rx="${round(r * 0.17)}" ry="${round(r * 0.34)}" fill="#b3a79d" opacity="0.8"/></g>`;
  return (
    defs + egg(30, 70, 23, -16) + egg(98, 72, 22, 14) + egg(64, 58, 30, 0) + egg(44, 100, 19, -8) + egg(84, 102, 18, 10)
  );
}

function brownBeechMushrooms() {
  const parts = [`<ellipse cx="64" cy="114" rx="34" ry="9" fill="#efe7da"/>`];
  const stems: Array<[number, number, number]> = [
    [16, 40, 11],
    [32, 26, 12],
    [50, 18, 13],
    [66, 14, 13],
    [84, 20, 13],
    [100, 28, 12],
    [112, 44, 11],
    [42, 46, 11],
    [76, 42, 12],
    [58, 54, 10],
  ];
  for (const [x, y] of stems) {
    parts.push(
      `<path d="M${64 + (x - 64) * 0.25} 112Q${round(64 + (x - 64) * 0.5)} ${round((y + 112) / 2 + 8)} ${x} ${y + 4}" stroke="#f8f4ec" stroke-width="6.5" fill="none" stroke-linecap="round"/>`,
      `<path d="M${64 + (x - 64) * 0.25 + 2} 110Q${round(64 + (x - 64) * 0.5 + 2)} ${round((y + 112) / 2 + 8)} ${x + 2} ${y + 8}" stroke="#e4dacb" stroke-width="1.6" fill="none"/>`,
    );
  }
  for (const [x, y, r] of stems) {
    parts.push(
      `<path d="M${x - r} ${y + 4}Q${x - r} ${y - r * 0.9} ${x} ${y - r * 0.9}Q${x + r} ${y - r * 0.9} ${x + r} ${y + 4}Z" fill="#8d6a52"/>`,
      `<circle cx="${x - r * 0.4}" cy="${round(y - r * 0.3)}" r="${round(r * 0.2)}" fill="#b08d72"/><circle cx="${x + r * 0.3}" cy="${round(y - r * 0.1)}" r="${round(r * 0.15)}" fill="#b08d72"/><circle cx="${x}" cy="${round(y - r * 0.55)}" r="${round(r * 0.12)}" fill="#a8866b"/>`,
    );
  }
  return parts.join('');
}

function buttonMushroom() {
  return [
    `<path d="M44 70Q42 100 40 112Q64 122 88 112Q86 100 84 70Z" fill="#f7f3ec"/><path d="M74 72Q78 100 80 114Q86 113 88 112Q86 100 84 70Z" fill="#e3dbcd"/>`,
    `<path d="M12 74Q10 24 64 20Q118 24 116 74Q100 84 64 84Q28 84 12 74Z" fill="#eee6d9"/>`,
    `<path d="M86 26Q116 40 116 74Q108 79 98 81Q106 52 86 26Z" fill="#d9cdb9"/>`,
    `<path d="M18 74Q34 82 64 82Q94 82 110 74Q100 90 64 90Q28 90 18 74Z" fill="#b79b7d"/>`,
    `<ellipse cx="40" cy="40" rx="14" ry="8" transform="rotate(-30 40 40)" fill="#fffdf8"/>`,
  ].join('');
}

function dragonFruit() {
  const scales: string[] = [];
  const bract = (x: number, y: number, angle: number) =>
    `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M-6 4Q-4 -8 2 -16Q6 -6 6 4Z" fill="#e0287a"/><path d="M0 -6Q1 -12 2 -16Q5 -9 5 -4Z" fill="#8bc34a"/></g>`;
  for (const [x, y, a] of [
    [32, 66, -60],
    [46, 44, -30],
    [66, 38, 10],
    [82, 52, 50],
    [88, 76, 80],
    [40, 90, -110],
    [60, 64, 0],
    [70, 90, 130],
    [54, 98, 170],
  ] as const) {
    scales.push(bract(x, y, a));
  }
  const seeds: string[] = [];
  const next = random(11);
  for (let i = 0; i < 40; i++) {
    const a = next() * Math.PI * 2;
    const r = Math.sqrt(next()) * 19;
    seeds.push(
      `<ellipse cx="${round(96 + Math.cos(a) * r)}" cy="${round(94 + Math.sin(a) * r * 1.15)}" rx="1" ry="0.8" fill="#1d1215"/>`,
    );
  }
  return [
    `<ellipse cx="60" cy="68" rx="34" ry="42" transform="rotate(-25 60 68)" fill="#e91e63"/>`,
    `<ellipse cx="50" cy="56" rx="12" ry="20" transform="rotate(-25 50 56)" fill="#f56f9f"/>`,
    `<path d="M72 30Q78 18 86 14Q82 26 76 34Z" fill="#8bc34a"/>`,
    ...scales,
    `<ellipse cx="96" cy="94" rx="27" ry="30" fill="#ec407a"/>`,
    `<ellipse cx="96" cy="94" rx="24" ry="27" fill="#b0104f"/>`,
    `<ellipse cx="90" cy="86" rx="9" ry="12" fill="#c8266a"/>`,
    ...seeds,
  ].join('');
}

function trimmedCoconut() {
  return [
    `<path d="M18 70Q18 118 64 120Q110 118 110 70Q104 52 64 50Q24 52 18 70Z" fill="#6ea232"/>`,
    `<path d="M90 60Q108 70 106 94Q100 112 80 118Q102 100 98 72Z" fill="#55862a"/>`,
    `<path d="M30 74Q32 60 46 56" stroke="#9ccc65" stroke-width="6" stroke-linecap="round" fill="none"/>`,
    `<path d="M22 64Q30 22 64 12Q98 22 106 64Q90 56 64 56Q38 56 22 64Z" fill="#f3ead2"/>`,
    `<path d="M80 20Q98 32 106 64Q96 58 86 57Q88 36 80 20Z" fill="#e0d2ae"/>`,
    `<ellipse cx="64" cy="20" rx="12" ry="5" fill="#fffaf0"/>`,
    `<path d="M70 18L88 -2" stroke="#ef5350" stroke-width="5" stroke-linecap="round"/><path d="M70 18L76 11" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.4"/>`,
  ].join('');
}

/** A halved citrus: green rind, white pith, orange segments; pictures.ts recolours it per fruit. */
function citrusHalf() {
  const segments: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * 360;
    segments.push(`<path d="M64 64L64 24" stroke="#fff3e0" stroke-width="2.4" transform="rotate(${a} 64 64)"/>`);
  }
  return [
    `<circle cx="64" cy="64" r="56" fill="#6b9e2c"/>`,
    `<circle cx="64" cy="64" r="50" fill="#fff8e1"/>`,
    `<circle cx="64" cy="64" r="42" fill="#ff9d2e"/>`,
    `<circle cx="56" cy="54" r="22" fill="#ffb85c"/>`,
    ...segments,
    `<circle cx="64" cy="64" r="5" fill="#fff8e1"/>`,
  ].join('');
}

/** A slice of melon seen from the side: rind, flesh, seeds; recoloured per melon. */
function melonSlice() {
  const seeds: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = Math.PI * (0.25 + i * 0.1);
    seeds.push(
      `<ellipse cx="${round(64 + Math.cos(a) * 34)}" cy="${round(34 + Math.sin(a) * 34)}" rx="2.2" ry="4" transform="rotate(${round((a * 180) / Math.PI - 90)} ${round(64 + Math.cos(a) * 34)} ${round(34 + Math.sin(a) * 34)})" fill="#e9c98f"/>`,
    );
  }
  return [
    `<path d="M4 34A60 60 0 0 0 124 34Z" fill="#7ca24a"/>`,
    `<path d="M10 34A54 54 0 0 0 118 34Z" fill="#d6e8a6"/>`,
    `<path d="M14 34A50 50 0 0 0 114 34Z" fill="#ffa040"/>`,
    `<path d="M30 34A34 34 0 0 0 98 34Z" fill="#ffb866"/>`,
    ...seeds,
  ].join('');
}

function goldenMelon() {
  return [
    `<ellipse cx="64" cy="66" rx="56" ry="44" fill="#f5b800"/>`,
    `<path d="M24 44Q40 66 24 92M44 26Q60 66 44 106M64 22Q74 66 64 110M84 26Q92 66 84 106M104 44Q112 66 104 92" stroke="#ffd84d" stroke-width="3" fill="none"/>`,
    `<path d="M94 36Q122 56 112 88Q106 102 90 108Q116 80 94 36Z" fill="#e0a000"/>`,
    `<ellipse cx="42" cy="46" rx="16" ry="9" transform="rotate(-25 42 46)" fill="#fff3b0" opacity="0.8"/>`,
    `<path d="M62 22Q62 14 68 10" stroke="#8d6e3f" stroke-width="4" stroke-linecap="round" fill="none"/>`,
  ].join('');
}

function thaiBasil() {
  const sprig = (x: number, angle: number) => {
    const pairs = [0, 1, 2, 3]
      .map((j) => {
        const y = 112 - j * 20;
        const size = 30 - j * 4;
        return (
          leaf(x, y, -62 + j * 6, size, size * 0.62, j % 2 ? '#3f8f3a' : '#2f7a30', '#71b565') +
          leaf(x, y - 4, 62 - j * 6, size, size * 0.62, j % 2 ? '#2f7a30' : '#3f8f3a', '#71b565')
        );
      })
      .join('');
    const flowers = [0, 1, 2, 3, 4]
      .map(
        (k) =>
          `<ellipse cx="${x + (k % 2 ? 3 : -3)}" cy="${36 - k * 6}" rx="3.4" ry="2.4" fill="${k % 2 ? '#8e44ad' : '#a05cc0'}"/>`,
      )
      .join('');
    return `<g transform="rotate(${angle} ${x} 120)"><path d="M${x} 124L${x} 30" stroke="#6a2c70" stroke-width="3.4" stroke-linecap="round"/>${pairs}${flowers}</g>`;
  };
  return sprig(40, -16) + sprig(88, 16) + sprig(64, 0);
}

function coriander() {
  const parts: string[] = [];
  const lobe = (x: number, y: number, r: number, fill: string) =>
    `<path d="${ripple(x, y, r, r * 0.92, 7, 0.1)}" fill="${fill}"/>`;
  const sprig = (x: number, y: number, r: number, fill: string) =>
    lobe(x - r * 0.85, y + r * 0.15, r * 0.6, fill) +
    lobe(x + r * 0.85, y + r * 0.15, r * 0.6, fill) +
    lobe(x, y - r * 0.5, r * 0.72, fill) +
    `<path d="M${x} ${y + r}L${x} ${y - r * 0.6}M${x} ${y + r * 0.4}L${x - r * 0.9} ${y + r * 0.1}M${x} ${y + r * 0.4}L${x + r * 0.9} ${y + r * 0.1}" stroke="#a8dc86" stroke-width="1.1" fill="none"/>`;
  const tops: Array<[number, number]> = [
    [24, 44],
    [46, 22],
    [74, 18],
    [100, 34],
    [36, 68],
    [62, 48],
    [92, 64],
  ];
  for (const [x, y] of tops) {
    parts.push(
      `<path d="M64 110Q${round((x + 64) / 2)} ${round((y + 110) / 2 + 10)} ${x} ${y + 12}" stroke="#8cc152" stroke-width="2.2" fill="none"/>`,
    );
  }
  for (const [i, [x, y]] of tops.entries()) parts.push(sprig(x, y, 16, i % 3 ? '#4caf50' : '#3d9c43'));
  parts.push(
    `<path d="M58 108L70 108L68 114L60 114Z" fill="#f0e6d2"/>`,
    `<path d="M62 114Q58 120 54 124M66 114Q70 120 74 124M64 114L64 126" stroke="#e6d7bd" stroke-width="1.4" fill="none"/>`,
  );
  return parts.join('');
}

function lemongrass() {
  const stalk = (x: number, angle: number, top: number) =>
    `<g transform="rotate(${angle} ${x} 118)"><path d="M${x - 2} ${top + 4}Q${x - 16} ${top - 20} ${x - 22} ${top - 26}Q${x - 10} ${top - 14} ${x + 1} ${top + 2}Z" fill="#7cab3e"/><path d="M${x - 6} 118Q${x - 9} 100 ${x - 4} ${top}L${x + 4} ${top}Q${x + 9} 100 ${x + 6} 118Z" fill="#ebeec0"/><path d="M${x - 4} ${top}L${x + 4} ${top}L${x + 5.5} 64L${x - 5.5} 64Z" fill="#b3cf72"/><path d="M${x + 1} ${top}L${x + 4} ${top}L${x + 5.5} 64L${x + 1.5} 64Z" fill="#98b95a"/><path d="M${x + 1.5} 64L${x + 5.5} 64Q${x + 9} 100 ${x + 6} 118L${x + 2} 118Z" fill="#d6dca0"/><path d="M${x - 5.5} 110L${x + 5.5} 110M${x - 6} 100L${x + 6} 100" stroke="#c99ac6" stroke-width="1.4"/><ellipse cx="${x}" cy="118" rx="5.5" ry="2" fill="#f3efd6"/></g>`;
  return [
    stalk(34, -16, 20),
    stalk(96, 16, 22),
    stalk(46, -8, 10),
    stalk(84, 8, 12),
    stalk(58, -2, 6),
    stalk(72, 3, 8),
    `<rect x="30" y="76" width="68" height="6" rx="3" fill="#b5651d"/>`,
  ].join('');
}

function greenBeans() {
  const pod = (x: number, angle: number, length: number) =>
    `<g transform="translate(${x} 116) rotate(${angle})"><path d="M0 0C-6 -2 -7 ${-length * 0.3} -5 ${-length * 0.6}C-3 ${-length * 0.85} 0 ${-length} 2 ${-length - 6}C4 ${-length} 6 ${-length * 0.8} 5 ${-length * 0.55}C4 ${-length * 0.3} 5 -2 0 0Z" fill="#6aa331"/><path d="M-2 -6C-4 ${-length * 0.3} -3 ${-length * 0.6} 0 ${-length * 0.9}" stroke="#a5d46a" stroke-width="1.8" fill="none" stroke-linecap="round"/><path d="M0 0Q-2 4 -4 6" stroke="#6aa331" stroke-width="2" stroke-linecap="round"/></g>`;
  return [
    pod(30, -28, 92),
    pod(44, -16, 100),
    pod(58, -5, 104),
    pod(72, 6, 104),
    pod(86, 17, 98),
    pod(98, 28, 90),
  ].join('');
}

/** A wooden bowl heaped with small beans; black beans by default, recoloured for mung beans. */
function beanBowl() {
  const next = random(23);
  const bean = (x: number, y: number, scale = 1) => {
    const angle = round(next() * 180);
    return `<g transform="translate(${round(x)} ${round(y)}) rotate(${angle}) scale(${scale})"><ellipse rx="6.4" ry="4.6" fill="#1f1b1d" stroke="#0e0c0d" stroke-width="0.6"/><ellipse cx="-2" cy="-1.6" rx="2.4" ry="1.2" fill="#6a6466"/><path d="M-1.2 3.4L1.2 3.4" stroke="#f4f1e8" stroke-width="0.9" stroke-linecap="round"/></g>`;
  };
  const heap: string[] = [];
  for (let i = 0; i < 60; i++) {
    const u = next() * 2 - 1;
    const x = 64 + u * 46;
    const top = 62 - Math.sqrt(1 - u * u) * 20;
    heap.push(bean(x, top + next() * (66 - top)));
  }
  const spilled = [
    [18, 112],
    [26, 118],
    [104, 114],
    [112, 119],
    [96, 121],
  ].map(([x, y]) => bean(x!, y!, 1.15));
  return [
    `<ellipse cx="64" cy="60" rx="50" ry="18" fill="#0e0c0d"/>`,
    ...heap,
    `<path d="M10 62Q12 110 64 112Q116 110 118 62Q112 74 64 76Q16 74 10 62Z" fill="#a0704c"/>`,
    `<path d="M92 72Q112 70 116 64Q112 104 70 111Q104 96 92 72Z" fill="#87593a"/>`,
    `<path d="M22 74Q30 94 50 102" stroke="#c29069" stroke-width="4" stroke-linecap="round" fill="none"/>`,
    `<ellipse cx="64" cy="111" rx="24" ry="4" fill="#7a4f33"/>`,
    ...spilled,
  ].join('');
}

function peanutKernels() {
  const kernel = (x: number, y: number, angle: number) =>
    `<g transform="translate(${x} ${y}) rotate(${angle})"><ellipse rx="15" ry="10" fill="#b5413a"/><ellipse cx="-4" cy="-3.5" rx="6" ry="2.6" fill="#dd7a6f"/><path d="M-13 1Q0 4 13 1" stroke="#8e2f2a" stroke-width="1.2" fill="none"/></g>`;
  return [
    kernel(22, 50, -20),
    kernel(54, 40, 15),
    kernel(88, 50, -35),
    kernel(36, 80, 40),
    kernel(70, 76, -8),
    kernel(104, 84, 25),
  ].join('');
}

function loosePeas() {
  const pea = (x: number, y: number, r: number) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#7cb83a"/><circle cx="${x + r * 0.25}" cy="${y + r * 0.25}" r="${r * 0.75}" fill="#6aa52e"/><circle cx="${x - r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.3}" fill="#c5e88a"/>`;
  return [
    pea(24, 64, 11),
    pea(48, 70, 12),
    pea(74, 62, 11),
    pea(100, 70, 12),
    pea(36, 92, 11),
    pea(62, 94, 12),
    pea(88, 94, 11),
  ].join('');
}

function tomatoSlice() {
  return [
    `<circle cx="64" cy="64" r="56" fill="#e53935"/>`,
    `<circle cx="64" cy="64" r="48" fill="#ff6f5e"/>`,
    ...[0, 72, 144, 216, 288].map(
      (a) =>
        `<g transform="rotate(${a} 64 64)"><path d="M64 58Q48 40 54 24Q64 20 74 24Q80 40 64 58Z" fill="#ffb3a0"/><circle cx="60" cy="36" r="2.2" fill="#f9e79f"/><circle cx="68" cy="40" r="2.2" fill="#f9e79f"/></g>`,
    ),
    `<circle cx="64" cy="64" r="9" fill="#ff8a7a"/>`,
  ].join('');
}

function tomatoVine() {
  return `<path d="M64 6Q62 26 50 40M62 22Q76 30 86 44M56 34Q44 52 30 60M82 38Q96 50 100 66M50 40Q56 60 60 74M86 44Q80 62 78 76" stroke="#5f8a2a" stroke-width="3.5" stroke-linecap="round" fill="none"/>`;
}

export const DRAWINGS = {
  'water-spinach': waterSpinach(),
  lettuce: lettuce(),
  spinach: spinach(),
  'red-amaranth': redAmaranth(),
  'king-oyster-mushrooms': kingOysterMushrooms(),
  shiitake: shiitake(),
  'grey-oyster-mushrooms': greyOysterMushrooms(),
  'straw-mushrooms': strawMushrooms(),
  'brown-beech-mushrooms': brownBeechMushrooms(),
  'button-mushroom': buttonMushroom(),
  'dragon-fruit': dragonFruit(),
  'trimmed-coconut': trimmedCoconut(),
  'citrus-half': citrusHalf(),
  'melon-slice': melonSlice(),
  'golden-melon': goldenMelon(),
  'thai-basil': thaiBasil(),
  coriander: coriander(),
  lemongrass: lemongrass(),
  'green-beans': greenBeans(),
  'bean-bowl': beanBowl(),
  'peanut-kernels': peanutKernels(),
  'loose-peas': loosePeas(),
  'tomato-slice': tomatoSlice(),
  'tomato-vine': tomatoVine(),
} as const;

export type DrawingName = keyof typeof DRAWINGS;
