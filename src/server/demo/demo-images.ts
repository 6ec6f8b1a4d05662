import type { Category } from '#shared/constants/celebrities';

/**
 * Demo pictures drawn as SVG and rendered by sharp at seed time, so first start needs no
 * network and ships no photographs of anyone. Portraits are stylised silhouettes with
 * initials; gallery pictures are a few event scenes shared between celebrities.
 */

export type HairStyle = 'short' | 'long';
export const GALLERY_SCENES = [
  'stage-lights',
  'red-carpet',
  'concert-crowd',
  'studio',
  'sports-arena',
  'awards-night',
] as const;
export type GalleryScene = (typeof GALLERY_SCENES)[number];

export const PORTRAIT_SIZE = { width: 800, height: 1000 } as const;
export const SCENE_SIZE = { width: 1200, height: 800 } as const;

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

interface Palette {
  from: string;
  to: string;
  accent: string;
}

const PALETTES: Record<Category, Palette> = {
  Bollywood: { from: '#7b1e5a', to: '#f3773b', accent: '#ffd27a' },
  Hollywood: { from: '#0f2044', to: '#3f7cb8', accent: '#f5c26b' },
  'TV Artists': { from: '#4b2a8a', to: '#d6619b', accent: '#ffd6ec' },
  Musicians: { from: '#1d1b5e', to: '#2bb3c0', accent: '#9ff3ff' },
  Sports: { from: '#0b4d3b', to: '#49b36f', accent: '#e7ff9e' },
  Influencers: { from: '#c73a5a', to: '#f7b267', accent: '#fff1d6' },
};

/** A small seeded generator, so the same name always gives the same picture (and file hash). */
function randomFrom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

const round = (value: number) => Math.round(value * 10) / 10;

/** First letters of the first and last word: "Aarav Mehta" -> "AM". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

export function portraitSvg(person: { name: string; category: Category; hair: HairStyle }): string {
  const palette = PALETTES[person.category];
  const random = randomFrom(person.name);
  const { width, height } = PORTRAIT_SIZE;
  // A different light direction per person keeps a grid of portraits from looking cloned.
  const angle = Math.floor(random() * 4);
  const [x1, y1, x2, y2] = [
    [0, 0, 1, 1],
    [1, 0, 0, 1],
    [0, 0, 0, 1],
    [0.2, 0, 0.8, 1],
  ][angle] ?? [0, 0, 1, 1];
  const bokeh = Array.from({ length: 9 }, () => {
    const r = round(20 + random() * 70);
    return `<circle cx="${round(random() * width)}" cy="${round(random() * 620)}" r="${r}" fill="${palette.accent}" opacity="${round(0.06 + random() * 0.12)}"/>`;
  }).join('');
  const hairBack =
    person.hair === 'long'
      ? '<path d="M262 420 C250 250 325 212 400 212 C475 212 550 250 538 420 L566 720 C505 752 295 752 234 720 Z" fill="#0c0a1c"/>'
      : '';
  const hairTop =
    person.hair === 'long'
      ? '<path d="M268 420 C262 282 328 224 400 224 C472 224 538 282 532 420 C508 338 456 300 400 302 C344 300 292 338 268 420 Z" fill="#0c0a1c"/>'
      : '<path d="M272 398 C262 282 330 230 400 230 C470 230 540 276 528 392 C506 332 452 302 400 306 C348 302 296 332 272 398 Z" fill="#0c0a1c"/>';
  const initials = escapeXml(initialsOf(person.name));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="bg" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.38"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<linearGradient id="figure" gradientUnits="userSpaceOnUse" x1="0" y1="260" x2="0" y2="1000"><stop offset="0" stop-color="#2b2648"/><stop offset="1" stop-color="#121026"/></linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${bokeh}
<circle cx="400" cy="430" r="400" fill="url(#glow)"/>
<g transform="translate(0 30)">${hairBack}</g>
<path d="M70 1000 C78 828 196 726 338 704 L462 704 C604 726 722 828 730 1000 Z" fill="url(#figure)"/>
<path d="M70 1000 C78 828 196 726 338 704 L462 704 C604 726 722 828 730 1000" fill="none" stroke="${palette.accent}" stroke-width="5" opacity="0.55"/>
<rect x="352" y="540" width="96" height="190" rx="40" fill="url(#figure)"/>
<g transform="translate(0 30)">
<ellipse cx="400" cy="410" rx="128" ry="152" fill="url(#figure)"/>
<ellipse cx="400" cy="410" rx="128" ry="152" fill="none" stroke="${palette.accent}" stroke-width="4" opacity="0.4"/>
${hairTop}
</g>
<text x="403" y="903" text-anchor="middle" font-family="${FONT}" font-size="150" font-weight="700" letter-spacing="8" fill="#000000" opacity="0.25">${initials}</text>
<text x="400" y="900" text-anchor="middle" font-family="${FONT}" font-size="150" font-weight="700" letter-spacing="8" fill="#ffffff" opacity="0.94">${initials}</text>
<text x="48" y="70" font-family="${FONT}" font-size="26" font-weight="700" letter-spacing="6" fill="#ffffff" opacity="0.6">STARLINE</text>
<rect x="24" y="24" width="${width - 48}" height="${height - 48}" rx="28" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.25"/>
</svg>`;
}

function svgScene(defs: string, body: string): string {
  const { width, height } = SCENE_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

function verticalGradient(id: string, stops: Array<[number, string, number?]>): string {
  const inner = stops
    .map(
      ([offset, colour, opacity]) => `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity ?? 1}"/>`,
    )
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${inner}</linearGradient>`;
}

function stageLights(): string {
  const colours = ['#ffd27a', '#ff6fb5', '#7ad7ff', '#b48cff', '#ffd27a'];
  const beams = colours
    .map((colour, i) => {
      const x = 150 + i * 225;
      return `<polygon points="${x - 18},40 ${x + 18},40 ${x + 150},640 ${x - 150},640" fill="url(#beam${i})"/><ellipse cx="${x}" cy="640" rx="150" ry="26" fill="${colour}" opacity="0.35"/><circle cx="${x}" cy="44" r="20" fill="${colour}"/>`;
    })
    .join('');
  const defs =
    verticalGradient('sky', [
      [0, '#0b0820'],
      [1, '#2a0f3f'],
    ]) +
    colours
      .map((colour, i) =>
        verticalGradient(`beam${i}`, [
          [0, colour, 0.75],
          [1, colour, 0.04],
        ]),
      )
      .join('') +
    verticalGradient('floor', [
      [0, '#2b1840'],
      [1, '#09050f'],
    ]);
  return svgScene(
    defs,
    `<rect width="1200" height="800" fill="url(#sky)"/><rect x="0" y="18" width="1200" height="16" fill="#3a3350"/>${beams}<rect x="0" y="630" width="1200" height="170" fill="url(#floor)"/><rect x="0" y="628" width="1200" height="4" fill="#ffd27a" opacity="0.5"/>`,
  );
}

function redCarpet(): string {
  const random = randomFrom('red-carpet');
  const stars = Array.from({ length: 40 }, (_, i) => {
    const x = 60 + (i % 10) * 120;
    const y = 60 + Math.floor(i / 10) * 70;
    return `<circle cx="${x}" cy="${y}" r="14" fill="none" stroke="#f5c26b" stroke-width="3" opacity="0.18"/>`;
  }).join('');
  const posts = [-1, 1]
    .flatMap((side) =>
      [0, 1, 2].map((i) => {
        const x = 600 + side * (120 + i * 150);
        const y = 420 + i * 130;
        const h = 90 + i * 40;
        return `<rect x="${x - 6}" y="${y - h}" width="12" height="${h}" fill="url(#gold)"/><circle cx="${x}" cy="${y - h}" r="12" fill="url(#gold)"/>`;
      }),
    )
    .join('');
  const ropes = [-1, 1]
    .flatMap((side) =>
      [0, 1].map((i) => {
        const xa = 600 + side * (120 + i * 150);
        const xb = 600 + side * (120 + (i + 1) * 150);
        const ya = 420 + i * 130 - (90 + i * 40) + 14;
        const yb = 420 + (i + 1) * 130 - (90 + (i + 1) * 40) + 14;
        return `<path d="M${xa} ${ya} Q${(xa + xb) / 2} ${(ya + yb) / 2 + 70} ${xb} ${yb}" fill="none" stroke="#8c0f25" stroke-width="10" stroke-linecap="round"/>`;
      }),
    )
    .join('');
  const flashes = Array.from({ length: 10 }, () => {
    const left = random() < 0.5;
    const x = round(left ? 40 + random() * 260 : 900 + random() * 260);
    const y = round(320 + random() * 300);
    return `<circle cx="${x}" cy="${y}" r="${round(30 + random() * 40)}" fill="url(#flash)"/>`;
  }).join('');
  const defs =
    verticalGradient('wall', [
      [0, '#1a0b12'],
      [1, '#3b1020'],
    ]) +
    verticalGradient('carpet', [
      [0, '#7a0a1f'],
      [1, '#c8163a'],
    ]) +
    '<linearGradient id="gold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#c8961e"/><stop offset="0.5" stop-color="#ffe08a"/><stop offset="1" stop-color="#a87812"/></linearGradient>' +
    '<radialGradient id="flash"><stop offset="0" stop-color="#ffffff" stop-opacity="0.95"/><stop offset="0.25" stop-color="#fff6d8" stop-opacity="0.5"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>';
  return svgScene(
    defs,
    `<rect width="1200" height="800" fill="url(#wall)"/>${stars}<rect x="0" y="330" width="1200" height="470" fill="#16070c"/><polygon points="520,330 680,330 1120,800 80,800" fill="url(#carpet)"/>${ropes}${posts}${flashes}`,
  );
}

function concertCrowd(): string {
  const random = randomFrom('concert-crowd');
  const lasers = Array.from({ length: 14 }, (_, i) => {
    const colour = ['#39f3ff', '#ff4fd8', '#b4ff5a'][i % 3] ?? '#39f3ff';
    const x = round(random() * 1200);
    return `<line x1="600" y1="360" x2="${x}" y2="0" stroke="${colour}" stroke-width="3" opacity="0.55"/>`;
  }).join('');
  const crowd = Array.from({ length: 46 }, (_, i) => {
    const x = round(i * 27 + random() * 14);
    const y = round(650 + random() * 50);
    const r = round(20 + random() * 8);
    const hand =
      random() < 0.35
        ? `<rect x="${x + 10}" y="${y - 110}" width="9" height="90" rx="4" transform="rotate(${round(-20 + random() * 40)} ${x + 14} ${y - 20})"/>`
        : '';
    return `<circle cx="${x}" cy="${y}" r="${r}"/><rect x="${x - r - 8}" y="${y + r - 6}" width="${2 * r + 16}" height="140" rx="22"/>${hand}`;
  }).join('');
  const defs =
    verticalGradient('sky', [
      [0, '#120c3a'],
      [0.55, '#5a1a7a'],
      [1, '#ff6a3d'],
    ]) +
    '<radialGradient id="stage" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="#fff3c4" stop-opacity="0.95"/><stop offset="0.35" stop-color="#ffb86b" stop-opacity="0.45"/><stop offset="1" stop-color="#ff6a3d" stop-opacity="0"/></radialGradient>';
  return svgScene(
    defs,
    `<rect width="1200" height="800" fill="url(#sky)"/><ellipse cx="600" cy="400" rx="520" ry="300" fill="url(#stage)"/>${lasers}<rect x="330" y="470" width="540" height="40" fill="#1b0f2e"/><g fill="#07040f">${crowd}</g>`,
  );
}

function studio(): string {
  const softbox = (x: number, tilt: number) =>
    `<g transform="rotate(${tilt} ${x} 300)"><rect x="${x - 90}" y="180" width="180" height="240" rx="10" fill="#3b3a40"/><rect x="${x - 78}" y="192" width="156" height="216" rx="6" fill="url(#softlight)"/></g><line x1="${x}" y1="420" x2="${x}" y2="690" stroke="#2b2a30" stroke-width="8"/><line x1="${x}" y1="690" x2="${x - 60}" y2="740" stroke="#2b2a30" stroke-width="6"/><line x1="${x}" y1="690" x2="${x + 60}" y2="740" stroke="#2b2a30" stroke-width="6"/>`;
  const defs =
    verticalGradient('backdrop', [
      [0, '#efe9e1'],
      [0.7, '#cfc6b8'],
      [1, '#b3a999'],
    ]) +
    verticalGradient('softlight', [
      [0, '#ffffff'],
      [1, '#f2f0ea'],
    ]) +
    '<radialGradient id="spot" cx="0.5" cy="0.55" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.8"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>';
  return svgScene(
    defs,
    `<rect width="1200" height="800" fill="url(#backdrop)"/><ellipse cx="600" cy="470" rx="420" ry="260" fill="url(#spot)"/><ellipse cx="600" cy="720" rx="300" ry="40" fill="#9e9484" opacity="0.5"/>${softbox(200, 12)}${softbox(1000, -12)}<g fill="#3a3036"><ellipse cx="600" cy="560" rx="70" ry="16"/><rect x="592" y="560" width="16" height="150"/><line x1="600" y1="700" x2="545" y2="735" stroke="#3a3036" stroke-width="8"/><line x1="600" y1="700" x2="655" y2="735" stroke="#3a3036" stroke-width="8"/></g><g fill="#26222a"><rect x="820" y="430" width="90" height="60" rx="8"/><circle cx="865" cy="460" r="20" fill="#54505c"/><line x1="865" y1="490" x2="830" y2="740" stroke="#26222a" stroke-width="6"/><line x1="865" y1="490" x2="900" y2="740" stroke="#26222a" stroke-width="6"/></g>`,
  );
}

function sportsArena(): string {
  const stripes = Array.from({ length: 8 }, (_, i) => {
    const y0 = 470 + i * 41.25;
    const y1 = y0 + 41.25;
    const spread = (y: number) => 200 * (1 - (y - 470) / 330);
    return `<polygon points="${round(spread(y0))},${round(y0)} ${round(1200 - spread(y0))},${round(y0)} ${round(1200 - spread(y1))},${round(y1)} ${round(spread(y1))},${round(y1)}" fill="${i % 2 === 0 ? '#2f8f46' : '#287c3c'}"/>`;
  }).join('');
  const crowdDots = Array.from({ length: 120 }, (_, i) => {
    const colour = ['#f5c26b', '#e9eef5', '#ff6f6f', '#7ad7ff'][i % 4] ?? '#ffffff';
    return `<circle cx="${(i % 40) * 30 + 15}" cy="${380 + Math.floor(i / 40) * 26}" r="5" fill="${colour}" opacity="0.5"/>`;
  }).join('');
  const tower = (x: number) =>
    `<rect x="${x - 5}" y="120" width="10" height="260" fill="#0d1b30"/><rect x="${x - 60}" y="80" width="120" height="50" rx="6" fill="#0d1b30"/><g fill="#fffbe6">${[
      0, 1, 2, 3,
    ]
      .map((i) => `<circle cx="${x - 42 + i * 28}" cy="105" r="10"/>`)
      .join('')}</g><circle cx="${x}" cy="105" r="140" fill="url(#flood)"/>`;
  const defs =
    verticalGradient('sky', [
      [0, '#07132b'],
      [1, '#1d4a7a'],
    ]) +
    '<radialGradient id="flood"><stop offset="0" stop-color="#fffbe6" stop-opacity="0.7"/><stop offset="1" stop-color="#fffbe6" stop-opacity="0"/></radialGradient>';
  return svgScene(
    defs,
    `<rect width="1200" height="800" fill="url(#sky)"/>${tower(140)}${tower(1060)}<rect x="0" y="360" width="1200" height="110" fill="#111c2e"/>${crowdDots}${stripes}<g fill="none" stroke="#ffffff" stroke-width="4" opacity="0.85"><polygon points="200,470 1000,470 1200,800 0,800"/><line x1="100" y1="635" x2="1100" y2="635"/><ellipse cx="600" cy="635" rx="150" ry="50"/></g>`,
  );
}

function awardsNight(): string {
  const random = randomFrom('awards-night');
  const confetti = Array.from({ length: 70 }, () => {
    const colour = ['#ffd27a', '#ff6fb5', '#7ad7ff', '#ffffff', '#b48cff'][Math.floor(random() * 5)] ?? '#ffd27a';
    const x = round(random() * 1200);
    const y = round(random() * 800);
    return `<rect x="${x}" y="${y}" width="${round(8 + random() * 10)}" height="${round(4 + random() * 6)}" fill="${colour}" opacity="${round(0.5 + random() * 0.5)}" transform="rotate(${round(random() * 180)} ${x} ${y})"/>`;
  }).join('');
  const defs =
    verticalGradient('bg', [
      [0, '#120d05'],
      [1, '#3a2a0a'],
    ]) +
    verticalGradient('cone', [
      [0, '#fff6d8', 0.55],
      [1, '#fff6d8', 0.02],
    ]) +
    '<linearGradient id="gold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#b8860b"/><stop offset="0.45" stop-color="#ffe08a"/><stop offset="1" stop-color="#a87812"/></linearGradient>';
  return svgScene(
    defs,
    `<rect width="1200" height="800" fill="url(#bg)"/><polygon points="560,0 640,0 860,720 340,720" fill="url(#cone)"/><ellipse cx="600" cy="720" rx="260" ry="40" fill="#fff6d8" opacity="0.25"/>${confetti}<g fill="url(#gold)"><path d="M480 220 L720 220 C720 380 660 450 600 460 C540 450 480 380 480 220 Z"/><path d="M480 250 C400 250 400 360 500 370 L505 345 C440 335 445 275 482 275 Z"/><path d="M720 250 C800 250 800 360 700 370 L695 345 C760 335 755 275 718 275 Z"/><rect x="580" y="455" width="40" height="110"/><rect x="530" y="560" width="140" height="30" rx="6"/><rect x="500" y="590" width="200" height="90" rx="8"/></g><rect x="530" y="615" width="140" height="40" rx="4" fill="#3a2a0a" opacity="0.5"/>`,
  );
}

const SCENES: Record<GalleryScene, () => string> = {
  'stage-lights': stageLights,
  'red-carpet': redCarpet,
  'concert-crowd': concertCrowd,
  studio,
  'sports-arena': sportsArena,
  'awards-night': awardsNight,
};

export function sceneSvg(scene: GalleryScene): string {
  return SCENES[scene]();
}
