// Draws the demo seed's photos (api/src/db/seed) as abstract artwork and writes them as JPEGs under
// web/public/images, which the web build copies to the client files bff serves. Run by hand when
// the seed's photo list changes; the output is committed. Deterministic: every image is drawn from
// a generator seeded with its own name, and Chromium encodes the same pixels the same way.
//
//   node --import tsx scripts/demo-images/generate.mjs
//
// Each image is an SVG (gradient, soft blurred shapes and a few geometric motifs for the kind of
// business) rendered by the system Chromium through Playwright (e2e's devDependency). No text: the
// same files are shown in every language.
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { businessKinds } from '../../api/src/db/seed/businessKinds.ts';
import { buildContent } from '../../api/src/db/seed/content/index.ts';
import { branchImagesPerKind } from '../../api/src/db/seed/kindProfiles.ts';
import { demoImageList } from './imageList.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const publicDir = join(repoRoot, 'web/public');
/** Files above this size are encoded again at a lower quality. */
const maxBytes = 25 * 1024;
const qualities = [70, 62, 55, 48, 40];

// --- deterministic randomness -------------------------------------------------------------------

function hash(text) {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** mulberry32, seeded with the image's name. */
function randomFor(name) {
  let state = hash(name);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + next() * (max - min),
    int: (min, max) => Math.floor(min + next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
  };
}

const r1 = (n) => Math.round(n * 10) / 10;

// --- palettes and motifs per kind ---------------------------------------------------------------

/** Background gradient stops (light to deep), motif colours, and whether motifs are drawn light. */
const kindStyles = {
  'hair-salon': {
    bg: ['#f8ded3', '#eab1a3', '#c98389'],
    ink: ['#ffffff', '#9c4f5c', '#f3c9a8'],
    motifs: ['strands', 'scissors', 'rings'],
  },
  barbershop: {
    bg: ['#2f5d73', '#1f3a4d', '#14222e'],
    ink: ['#e8d9bd', '#c44d4d', '#f5efe3'],
    motifs: ['stripes', 'scissors', 'rings'],
  },
  'nail-studio': {
    bg: ['#fde8ec', '#f4b3c2', '#dc7896'],
    ink: ['#ffffff', '#b8476b', '#ffd6a5'],
    motifs: ['capsules', 'dots', 'sparkles'],
  },
  'beauty-salon': {
    bg: ['#f3e8f6', '#d3b4e0', '#a985bd'],
    ink: ['#ffffff', '#e6c08a', '#7a5291'],
    motifs: ['rings', 'leaves', 'sparkles', 'strands'],
  },
  'brow-lash-studio': {
    bg: ['#f5e9e4', '#cfa7a6', '#7d5f68'],
    ink: ['#4a3b45', '#ffffff', '#b57f7f'],
    motifs: ['lashes', 'arcs', 'dots'],
  },
  cosmetology: {
    bg: ['#eef8f4', '#b9e2d4', '#74b9ab'],
    ink: ['#ffffff', '#3f8f84', '#f6d6c6'],
    motifs: ['drops', 'bubbles', 'leaves'],
  },
  'massage-studio': {
    bg: ['#f4e8d8', '#ddb588', '#a0694a'],
    ink: ['#fff7ec', '#7b4a31', '#e9cba7'],
    motifs: ['stones', 'strands', 'leaves'],
  },
  spa: {
    bg: ['#e3f5f3', '#8fcfca', '#357f7c'],
    ink: ['#ffffff', '#22605d', '#cdeee9'],
    motifs: ['ripples', 'leaves', 'drops', 'stones'],
  },
  dental: {
    bg: ['#f1f8fc', '#b5d9ee', '#5a98c6'],
    ink: ['#ffffff', '#2f6f9f', '#d9eefa'],
    motifs: ['sparkles', 'bubbles', 'capsules'],
  },
  physio: {
    bg: ['#ebf5e8', '#a7d1aa', '#4a8a76'],
    ink: ['#ffffff', '#2e6a5a', '#f1e7b8'],
    motifs: ['arcs', 'rings', 'bars'],
  },
  fitness: {
    bg: ['#3a3d5c', '#2b2d42', '#1c1d2b'],
    ink: ['#ef8354', '#f4d35e', '#e9ecf5'],
    motifs: ['bars', 'rings', 'stripes'],
  },
  yoga: {
    bg: ['#fbe6d8', '#eab48a', '#9a86c9'],
    ink: ['#fff4e6', '#7a62b3', '#f29e6b'],
    motifs: ['sun', 'leaves', 'ripples'],
  },
  tattoo: {
    bg: ['#2c2630', '#1d1a20', '#0f0e11'],
    ink: ['#c0392b', '#e9e1d6', '#7f6a8a'],
    motifs: ['ink', 'strands', 'dots'],
  },
};

/** For pages not about one kind of business: Termin's own calm blue-violet. */
const generalStyle = {
  bg: ['#eef0fb', '#b9c0ee', '#6c73c9'],
  ink: ['#ffffff', '#4149a3', '#f5c6a5'],
  motifs: ['rings', 'capsules', 'arcs', 'dots'],
};

function leafPath(length, width) {
  const w = width / 2;
  return `M0 0 Q${r1(w)} ${r1(-length / 2)} 0 ${r1(-length)} Q${r1(-w)} ${r1(-length / 2)} 0 0Z`;
}

function dropPath(size) {
  const s = size;
  return `M0 ${r1(-s)} C${r1(s * 0.35)} ${r1(-s * 0.45)} ${r1(s * 0.6)} ${r1(-s * 0.1)} ${r1(s * 0.6)} ${r1(s * 0.2)} A${r1(s * 0.6)} ${r1(s * 0.6)} 0 0 1 ${r1(-s * 0.6)} ${r1(s * 0.2)} C${r1(-s * 0.6)} ${r1(-s * 0.1)} ${r1(-s * 0.35)} ${r1(-s * 0.45)} 0 ${r1(-s)}Z`;
}

function sparklePath(size) {
  const s = size;
  const k = s * 0.18;
  return `M0 ${r1(-s)} Q${r1(k)} ${r1(-k)} ${r1(s)} 0 Q${r1(k)} ${r1(k)} 0 ${r1(s)} Q${r1(-k)} ${r1(k)} ${r1(-s)} 0 Q${r1(-k)} ${r1(-k)} 0 ${r1(-s)}Z`;
}

/** Each motif draws into a w×h box around (cx, cy) at scale s (about the shorter side). */
const motifs = {
  strands(rnd, { w, h, s, color }) {
    const count = rnd.int(5, 8);
    const y0 = rnd.range(0.25, 0.55) * h;
    const amp = rnd.range(0.06, 0.14) * s;
    const gap = rnd.range(0.025, 0.045) * s;
    const tilt = rnd.range(-0.15, 0.15) * h;
    let out = '';
    for (let i = 0; i < count; i++) {
      const y = y0 + i * gap;
      out += `<path d="M${r1(-0.05 * w)} ${r1(y)} C${r1(0.3 * w)} ${r1(y - amp)} ${r1(0.6 * w)} ${r1(y + amp + tilt)} ${r1(1.05 * w)} ${r1(y + tilt)}" fill="none" stroke="${color}" stroke-width="${r1(s * rnd.range(0.006, 0.014))}" stroke-linecap="round" opacity="${r1(rnd.range(0.35, 0.8) * 10) / 10}"/>`;
    }
    return out;
  },
  scissors(rnd, { w, h, s, color }) {
    const cx = rnd.range(0.3, 0.7) * w;
    const cy = rnd.range(0.35, 0.65) * h;
    const ring = s * rnd.range(0.06, 0.09);
    const blade = s * rnd.range(0.38, 0.5);
    const angle = rnd.range(-40, 40);
    const open = rnd.range(14, 26);
    const stroke = r1(s * 0.012);
    const arm = (sign) =>
      `<g transform="rotate(${r1(sign * open)})">` +
      `<circle cx="${r1(-ring * 1.9)}" cy="${r1(sign * ring * 1.1)}" r="${r1(ring)}" fill="none" stroke="${color}" stroke-width="${stroke}"/>` +
      `<path d="M${r1(-ring * 0.9)} ${r1(sign * ring * 0.6)} Q${r1(blade * 0.4)} ${r1(sign * ring * 0.2)} ${r1(blade)} 0" fill="none" stroke="${color}" stroke-width="${stroke}" stroke-linecap="round"/></g>`;
    return `<g transform="translate(${r1(cx)} ${r1(cy)}) rotate(${r1(angle)})" opacity="0.85">${arm(1)}${arm(-1)}<circle r="${r1(s * 0.01)}" fill="${color}"/></g>`;
  },
  rings(rnd, { w, h, s, color }) {
    let out = '';
    const count = rnd.int(2, 4);
    for (let i = 0; i < count; i++) {
      out += `<circle cx="${r1(rnd.range(0.1, 0.9) * w)}" cy="${r1(rnd.range(0.15, 0.85) * h)}" r="${r1(rnd.range(0.06, 0.2) * s)}" fill="none" stroke="${color}" stroke-width="${r1(rnd.range(0.006, 0.02) * s)}" opacity="${r1(rnd.range(4, 8)) / 10}"/>`;
    }
    return out;
  },
  ripples(rnd, { w, h, s, color }) {
    const cx = rnd.range(0.25, 0.75) * w;
    const cy = rnd.range(0.35, 0.7) * h;
    let out = '';
    for (let i = 1; i <= 5; i++) {
      out += `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(i * s * 0.1)}" ry="${r1(i * s * 0.035)}" fill="none" stroke="${color}" stroke-width="${r1(s * 0.006)}" opacity="${r1(0.9 - i * 0.14)}"/>`;
    }
    return out;
  },
  leaves(rnd, { w, h, s, color }) {
    const bx = rnd.range(0.2, 0.8) * w;
    const by = rnd.range(0.6, 0.9) * h;
    const count = rnd.int(3, 5);
    let out = '';
    for (let i = 0; i < count; i++) {
      const angle = -50 + (100 * i) / (count - 1) + rnd.range(-8, 8);
      const length = s * rnd.range(0.25, 0.42);
      out += `<path transform="translate(${r1(bx)} ${r1(by)}) rotate(${r1(angle)})" d="${leafPath(length, length * 0.38)}" fill="${color}" opacity="${r1(rnd.range(0.45, 0.75) * 10) / 10}"/>`;
    }
    return out;
  },
  drops(rnd, { w, h, s, color }) {
    let out = '';
    const count = rnd.int(3, 6);
    for (let i = 0; i < count; i++) {
      out += `<path transform="translate(${r1(rnd.range(0.1, 0.9) * w)} ${r1(rnd.range(0.2, 0.85) * h)})" d="${dropPath(s * rnd.range(0.04, 0.11))}" fill="${color}" opacity="${r1(rnd.range(0.5, 0.85) * 10) / 10}"/>`;
    }
    return out;
  },
  bubbles(rnd, { w, h, s, color }) {
    let out = '';
    const count = rnd.int(6, 11);
    for (let i = 0; i < count; i++) {
      out += `<circle cx="${r1(rnd.range(0.05, 0.95) * w)}" cy="${r1(rnd.range(0.1, 0.9) * h)}" r="${r1(rnd.range(0.015, 0.07) * s)}" fill="${color}" opacity="${r1(rnd.range(0.3, 0.7) * 10) / 10}"/>`;
    }
    return out;
  },
  capsules(rnd, { w, h, s, color }) {
    const count = rnd.int(3, 5);
    const x0 = rnd.range(0.2, 0.45) * w;
    const y = rnd.range(0.35, 0.6) * h;
    const width = s * rnd.range(0.07, 0.1);
    const gap = width * 1.6;
    const angle = rnd.range(-20, 20);
    let out = '';
    for (let i = 0; i < count; i++) {
      const height = width * rnd.range(1.5, 1.9);
      out += `<rect x="${r1(x0 + i * gap)}" y="${r1(y - height / 2 + (i % 2) * width * 0.3)}" width="${r1(width)}" height="${r1(height)}" rx="${r1(width / 2)}" fill="${color}" opacity="${r1(rnd.range(0.6, 0.9) * 10) / 10}"/>`;
    }
    return `<g transform="rotate(${r1(angle)} ${r1(w / 2)} ${r1(h / 2)})">${out}</g>`;
  },
  dots(rnd, { w, h, s, color }) {
    const cols = rnd.int(4, 7);
    const rows = rnd.int(3, 5);
    const step = s * rnd.range(0.045, 0.065);
    const x0 = rnd.range(0.05, 0.9 - (cols * step) / w) * w;
    const y0 = rnd.range(0.08, 0.9 - (rows * step) / h) * h;
    let out = '';
    for (let i = 0; i < cols; i++) {
      for (let j = 0; j < rows; j++) {
        out += `<circle cx="${r1(x0 + i * step)}" cy="${r1(y0 + j * step)}" r="${r1(s * 0.007)}" fill="${color}"/>`;
      }
    }
    return `<g opacity="0.7">${out}</g>`;
  },
  sparkles(rnd, { w, h, s, color }) {
    let out = '';
    const count = rnd.int(2, 4);
    for (let i = 0; i < count; i++) {
      out += `<path transform="translate(${r1(rnd.range(0.1, 0.9) * w)} ${r1(rnd.range(0.15, 0.85) * h)})" d="${sparklePath(s * rnd.range(0.03, 0.08))}" fill="${color}" opacity="0.85"/>`;
    }
    return out;
  },
  lashes(rnd, { w, h, s, color }) {
    const cx = rnd.range(0.3, 0.7) * w;
    const cy = rnd.range(0.4, 0.65) * h;
    const radius = s * rnd.range(0.28, 0.38);
    const angle = rnd.range(-12, 12);
    const stroke = r1(s * 0.008);
    let out = `<path d="M${r1(-radius)} 0 Q0 ${r1(radius * 0.55)} ${r1(radius)} 0" fill="none" stroke="${color}" stroke-width="${r1(s * 0.012)}" stroke-linecap="round"/>`;
    for (let i = 1; i < 12; i++) {
      const t = i / 12;
      const x = -radius + 2 * radius * t;
      const y = 2 * t * (1 - t) * radius * 0.55;
      const lean = (t - 0.5) * 0.9;
      const len = radius * (0.18 + 0.16 * Math.sin(Math.PI * t));
      out += `<path d="M${r1(x)} ${r1(y)} q${r1(lean * len * 0.4)} ${r1(len * 0.6)} ${r1(lean * len)} ${r1(len)}" fill="none" stroke="${color}" stroke-width="${stroke}" stroke-linecap="round"/>`;
    }
    return `<g transform="translate(${r1(cx)} ${r1(cy)}) rotate(${r1(angle)})" opacity="0.8">${out}</g>`;
  },
  arcs(rnd, { w, h, s, color }) {
    const cx = rnd.range(0.2, 0.8) * w;
    const cy = rnd.range(0.5, 1.0) * h;
    let out = '';
    for (let i = 0; i < 4; i++) {
      const r = s * (0.18 + i * rnd.range(0.07, 0.1));
      const from = rnd.range(190, 230);
      const to = rnd.range(300, 350);
      const p = (deg) => [
        cx + r * Math.cos((deg * Math.PI) / 180),
        cy + r * Math.sin((deg * Math.PI) / 180),
      ];
      const [x1, y1] = p(from);
      const [x2, y2] = p(to);
      out += `<path d="M${r1(x1)} ${r1(y1)} A${r1(r)} ${r1(r)} 0 0 1 ${r1(x2)} ${r1(y2)}" fill="none" stroke="${color}" stroke-width="${r1(s * rnd.range(0.008, 0.02))}" stroke-linecap="round" opacity="${r1(0.85 - i * 0.15)}"/>`;
    }
    return out;
  },
  stones(rnd, { w, h, s, color }) {
    const cx = rnd.range(0.25, 0.75) * w;
    let y = rnd.range(0.75, 0.9) * h;
    let width = s * rnd.range(0.28, 0.36);
    let out = '';
    for (let i = 0; i < rnd.int(3, 4); i++) {
      const height = width * rnd.range(0.3, 0.38);
      out += `<ellipse cx="${r1(cx + rnd.range(-0.03, 0.03) * s)}" cy="${r1(y - height / 2)}" rx="${r1(width / 2)}" ry="${r1(height / 2)}" fill="${color}" opacity="${r1(0.9 - i * 0.12)}"/>`;
      y -= height * 0.95;
      width *= rnd.range(0.68, 0.8);
    }
    return out;
  },
  stripes(rnd, { w, h, s, color }) {
    const band = s * rnd.range(0.05, 0.08);
    const x0 = rnd.range(0.1, 0.6) * w;
    let out = '';
    for (let i = 0; i < 4; i++) {
      const x = x0 + i * band * 2;
      out += `<path d="M${r1(x)} ${r1(-0.1 * h)} l${r1(band)} 0 l${r1(-0.5 * h)} ${r1(1.2 * h)} l${r1(-band)} 0Z" fill="${color}" opacity="${r1(0.55 - i * 0.08)}"/>`;
    }
    return out;
  },
  bars(rnd, { w, h, s, color }) {
    const cx = rnd.range(0.3, 0.7) * w;
    const cy = rnd.range(0.35, 0.65) * h;
    const length = s * rnd.range(0.45, 0.6);
    const plate = s * rnd.range(0.09, 0.13);
    const angle = rnd.range(-25, 25);
    const bar = `<rect x="${r1(-length / 2)}" y="${r1(-s * 0.01)}" width="${r1(length)}" height="${r1(s * 0.02)}" rx="${r1(s * 0.01)}" fill="${color}"/>`;
    const plates = [-1, 1]
      .map(
        (side) =>
          `<rect x="${r1(side * length * 0.36 - plate * 0.2)}" y="${r1(-plate)}" width="${r1(plate * 0.4)}" height="${r1(plate * 2)}" rx="${r1(plate * 0.15)}" fill="${color}"/>` +
          `<rect x="${r1(side * length * 0.44 - plate * 0.14)}" y="${r1(-plate * 0.7)}" width="${r1(plate * 0.28)}" height="${r1(plate * 1.4)}" rx="${r1(plate * 0.1)}" fill="${color}"/>`,
      )
      .join('');
    return `<g transform="translate(${r1(cx)} ${r1(cy)}) rotate(${r1(angle)})" opacity="0.85">${bar}${plates}</g>`;
  },
  sun(rnd, { w, h, s, color }) {
    const cx = rnd.range(0.3, 0.7) * w;
    const horizon = rnd.range(0.62, 0.75) * h;
    const r = s * rnd.range(0.14, 0.2);
    return (
      `<circle cx="${r1(cx)}" cy="${r1(horizon - r * 0.4)}" r="${r1(r)}" fill="${color}" opacity="0.85"/>` +
      `<path d="M0 ${r1(horizon)} Q${r1(w * 0.3)} ${r1(horizon - s * 0.08)} ${r1(w * 0.55)} ${r1(horizon)} T${r1(w)} ${r1(horizon - s * 0.02)} L${r1(w)} ${r1(h)} L0 ${r1(h)}Z" fill="${color}" opacity="0.35"/>` +
      `<path d="M0 ${r1(horizon + s * 0.08)} Q${r1(w * 0.45)} ${r1(horizon - s * 0.02)} ${r1(w)} ${r1(horizon + s * 0.1)} L${r1(w)} ${r1(h)} L0 ${r1(h)}Z" fill="${color}" opacity="0.45"/>`
    );
  },
  ink(rnd, { w, h, s, color }) {
    const cx = rnd.range(0.3, 0.7) * w;
    const cy = rnd.range(0.35, 0.65) * h;
    let out = `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(s * rnd.range(0.1, 0.16))}" fill="${color}"/>`;
    for (let i = 0; i < rnd.int(5, 9); i++) {
      const angle = rnd.range(0, Math.PI * 2);
      const dist = s * rnd.range(0.16, 0.32);
      out += `<circle cx="${r1(cx + Math.cos(angle) * dist)}" cy="${r1(cy + Math.sin(angle) * dist)}" r="${r1(s * rnd.range(0.008, 0.035))}" fill="${color}"/>`;
    }
    return `<g opacity="0.85">${out}</g>`;
  },
};

// --- compositions -------------------------------------------------------------------------------

function gradient(id, rnd, stops) {
  const angle = rnd.range(0, 360);
  const order = rnd.next() < 0.5 ? stops : [...stops].reverse();
  return (
    `<linearGradient id="${id}" gradientTransform="rotate(${r1(angle)} 0.5 0.5)">` +
    order.map((c, i) => `<stop offset="${i / (order.length - 1)}" stop-color="${c}"/>`).join('') +
    `</linearGradient>`
  );
}

/** Large blurred colour fields behind the motifs, for depth. */
function glow(rnd, w, h, colors) {
  let out = '';
  for (let i = 0; i < 3; i++) {
    out += `<circle cx="${r1(rnd.range(0, 1) * w)}" cy="${r1(rnd.range(0, 1) * h)}" r="${r1(rnd.range(0.25, 0.45) * Math.max(w, h))}" fill="${rnd.pick(colors)}" opacity="${r1(rnd.range(0.25, 0.5) * 10) / 10}"/>`;
  }
  return `<g filter="url(#soft)">${out}</g>`;
}

function svgDocument(w, h, defs, body) {
  const blur = r1(Math.min(w, h) * 0.08);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs>${defs}<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${blur}"/></filter></defs>` +
    body +
    `</svg>`
  );
}

/** A kind's artwork: its gradient, soft colour fields and two or three of its motifs. */
function artwork(name, style, w, h, variant) {
  const rnd = randomFor(name);
  const s = Math.min(w, h) * (w / h > 1.6 ? 1.15 : 1);
  const primary = style.motifs[variant % style.motifs.length];
  const others = style.motifs.filter((m) => m !== primary);
  const chosen = [primary, rnd.pick(others)];
  if (rnd.next() < 0.4) chosen.push(rnd.pick(others));
  const body =
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    glow(rnd, w, h, [...style.bg, ...style.ink]) +
    chosen
      .map((motif, i) =>
        motifs[motif](rnd, { w, h, s, color: style.ink[(variant + i) % style.ink.length] }),
      )
      .join('');
  return svgDocument(w, h, gradient('bg', rnd, style.bg), body);
}

/** Wide covers: the same language, with the motif weighted to one side and more air. */
function cover(name, style, w, h) {
  const rnd = randomFor(name);
  const side = rnd.next() < 0.5 ? 0 : w * 0.45;
  const variant = hash(name) % style.motifs.length;
  const inner = artwork(`${name}:inner`, style, Math.round(w * 0.55), h, variant)
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '')
    .replace(/<defs>.*?<\/defs>/, '')
    .replace(/<rect [^>]*fill="url\(#bg\)"\/>/, '');
  const body =
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    glow(rnd, w, h, [...style.bg, ...style.ink]) +
    `<g transform="translate(${r1(side)} 0)">${inner}</g>`;
  return svgDocument(w, h, gradient('bg', rnd, style.bg), body);
}

/** A neutral avatar: head and shoulders on a coloured background; `female` sets the hair. */
function avatar(name, female, index, w, h) {
  const rnd = randomFor(name);
  const hue = (index * 47 + (female ? 330 : 190)) % 360;
  const bg = [`hsl(${hue} 55% 88%)`, `hsl(${(hue + 25) % 360} 45% 72%)`];
  const figure = `hsl(${hue} 25% ${rnd.int(30, 42)}%)`;
  const hair = `hsl(${hue} 20% ${rnd.int(18, 26)}%)`;
  const cx = w / 2;
  const head = w * rnd.range(0.15, 0.17);
  const headY = h * 0.4;
  const shoulders = `<path d="M${r1(cx - w * 0.36)} ${h} C${r1(cx - w * 0.34)} ${r1(h * 0.7)} ${r1(cx - w * 0.18)} ${r1(h * 0.64)} ${r1(cx)} ${r1(h * 0.64)} C${r1(cx + w * 0.18)} ${r1(h * 0.64)} ${r1(cx + w * 0.34)} ${r1(h * 0.7)} ${r1(cx + w * 0.36)} ${h}Z" fill="${figure}"/>`;
  const neck = `<rect x="${r1(cx - head * 0.38)}" y="${r1(headY + head * 0.6)}" width="${r1(head * 0.76)}" height="${r1(h * 0.64 - headY - head * 0.4)}" rx="${r1(head * 0.2)}" fill="${figure}"/>`;
  const face = `<circle cx="${r1(cx)}" cy="${r1(headY)}" r="${r1(head)}" fill="${figure}"/>`;
  let back = '';
  let front = '';
  const style = index % 3;
  if (female) {
    if (style === 0) {
      // long hair falling to the shoulders
      back = `<path d="M${r1(cx - head * 1.2)} ${r1(headY + head * 1.9)} C${r1(cx - head * 1.45)} ${r1(headY - head * 0.4)} ${r1(cx - head * 0.9)} ${r1(headY - head * 1.35)} ${r1(cx)} ${r1(headY - head * 1.3)} C${r1(cx + head * 0.9)} ${r1(headY - head * 1.35)} ${r1(cx + head * 1.45)} ${r1(headY - head * 0.4)} ${r1(cx + head * 1.2)} ${r1(headY + head * 1.9)}Z" fill="${hair}"/>`;
    } else if (style === 1) {
      // a bob
      back = `<path d="M${r1(cx - head * 1.25)} ${r1(headY + head * 0.9)} C${r1(cx - head * 1.4)} ${r1(headY - head * 0.6)} ${r1(cx - head * 0.8)} ${r1(headY - head * 1.3)} ${r1(cx)} ${r1(headY - head * 1.28)} C${r1(cx + head * 0.8)} ${r1(headY - head * 1.3)} ${r1(cx + head * 1.4)} ${r1(headY - head * 0.6)} ${r1(cx + head * 1.25)} ${r1(headY + head * 0.9)}Z" fill="${hair}"/>`;
    } else {
      // a bun
      back = `<circle cx="${r1(cx + head * 0.2)}" cy="${r1(headY - head * 1.15)}" r="${r1(head * 0.48)}" fill="${hair}"/>`;
      front = `<path d="M${r1(cx - head * 1.02)} ${r1(headY - head * 0.05)} A${r1(head * 1.03)} ${r1(head * 1.03)} 0 0 1 ${r1(cx + head * 1.02)} ${r1(headY - head * 0.05)} Q${r1(cx)} ${r1(headY - head * 0.75)} ${r1(cx - head * 1.02)} ${r1(headY - head * 0.05)}Z" fill="${hair}"/>`;
    }
  } else if (style !== 2) {
    // short hair, parted to one side or the other
    const lean = style === 0 ? 1 : -1;
    front = `<path d="M${r1(cx - head * 1.04)} ${r1(headY + head * 0.05)} A${r1(head * 1.05)} ${r1(head * 1.05)} 0 0 1 ${r1(cx + head * 1.04)} ${r1(headY + head * 0.05)} Q${r1(cx + lean * head * 0.5)} ${r1(headY - head * 0.5)} ${r1(cx - head * 1.04)} ${r1(headY + head * 0.05)}Z" fill="${hair}"/>`;
  } else {
    // a beard, with the hair cropped close
    front = `<path d="M${r1(cx - head * 1.02)} ${r1(headY - head * 0.1)} A${r1(head * 1.03)} ${r1(head * 1.03)} 0 0 1 ${r1(cx + head * 1.02)} ${r1(headY - head * 0.1)} Q${r1(cx)} ${r1(headY - head * 0.6)} ${r1(cx - head * 1.02)} ${r1(headY - head * 0.1)}Z" fill="${hair}"/>`;
    front += `<path d="M${r1(cx - head * 0.95)} ${r1(headY + head * 0.2)} Q${r1(cx - head * 0.8)} ${r1(headY + head * 1.25)} ${r1(cx)} ${r1(headY + head * 1.3)} Q${r1(cx + head * 0.8)} ${r1(headY + head * 1.25)} ${r1(cx + head * 0.95)} ${r1(headY + head * 0.2)} Q${r1(cx)} ${r1(headY + head * 0.75)} ${r1(cx - head * 0.95)} ${r1(headY + head * 0.2)}Z" fill="${hair}"/>`;
  }
  const accent = `<circle cx="${r1(rnd.range(0.1, 0.9) * w)}" cy="${r1(rnd.range(0.05, 0.3) * h)}" r="${r1(w * rnd.range(0.12, 0.22))}" fill="#ffffff" opacity="0.3"/>`;
  const body =
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<g filter="url(#soft)">${accent}</g>` +
    back +
    shoulders +
    neck +
    face +
    front;
  return svgDocument(w, h, gradient('bg', rnd, bg), body);
}

/** The kind of business a cover is about, from words in its slug. */
function coverStyle(slug) {
  const hints = [
    [/hair|salon/, 'hair-salon'],
    [/barber|beard/, 'barbershop'],
    [/nail|gel|polish|manicure/, 'nail-studio'],
    [/lash|brow/, 'brow-lash-studio'],
    [/skin|facial|clinic/, 'cosmetology'],
    [/massage/, 'massage-studio'],
    [/spa|wellness/, 'spa'],
    [/dent|teeth/, 'dental'],
    [/pilates|fitness|training/, 'fitness'],
    [/yoga/, 'yoga'],
    [/tattoo|piercing/, 'tattoo'],
  ];
  const hit = hints.find(([pattern]) => pattern.test(slug));
  return hit ? kindStyles[hit[1]] : generalStyle;
}

// --- the list, and rendering --------------------------------------------------------------------

function svgFor(image) {
  const { path, width, height } = image;
  const file = path
    .split('/')
    .pop()
    .replace(/\.jpg$/, '');
  if (path.startsWith('/images/branches/')) {
    const [, kind, n] = /^(.+)-(\d+)$/.exec(file);
    return artwork(file, kindStyles[kind], width, height, Number(n) - 1);
  }
  if (path.startsWith('/images/masters/')) {
    const [, sex, n] = /^([fm])-(\d+)$/.exec(file);
    return avatar(file, sex === 'f', Number(n) - 1, width, height);
  }
  return cover(path, coverStyle(file), width, height);
}

function loadChromium() {
  const require = createRequire(join(repoRoot, 'e2e/package.json'));
  const { chromium } = require('@playwright/test');
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
}

const images = demoImageList({
  businessKinds,
  branchImagesPerKind,
  content: buildContent('2026-01-01'),
});
for (const kind of Object.keys(businessKinds)) {
  if (!kindStyles[kind]) throw new Error(`No palette for the business kind ${kind}`);
}

for (const dir of ['branches', 'masters', 'blog', 'for-business']) {
  rmSync(join(publicDir, 'images', dir), { recursive: true, force: true });
}
const browser = await loadChromium();
const page = await browser.newPage({ deviceScaleFactor: 1 });
let total = 0;
for (const image of images) {
  await page.setViewportSize({ width: image.width, height: image.height });
  await page.setContent(
    `<!doctype html><html><body style="margin:0;overflow:hidden">${svgFor(image)}</body></html>`,
  );
  let bytes;
  for (const quality of qualities) {
    bytes = await page.screenshot({ type: 'jpeg', quality });
    if (bytes.length <= maxBytes) break;
  }
  const target = join(publicDir, image.path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, bytes);
  total += statSync(target).size;
}
await browser.close();
console.log(`${images.length} images, ${(total / 1024).toFixed(0)} KB in web/public/images`);
