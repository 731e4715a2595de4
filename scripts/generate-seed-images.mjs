#!/usr/bin/env node
/**
 * Generates the seed illustrations under web/public (services, projects, blog, materials,
 * property types, reel posters, avatars), the logos and the favicon. Everything is drawn
 * as SVG here and rendered to WebP with sharp, so the output is reproducible and needs no
 * network or photos. Content images (services, projects, blog, materials, property types) are
 * written as AVIF and WebP at 1200 and 600 px, named by the photo module's door (`@northrock/core/photo`, the rule the worker, gateway
 * and web use; tsx loads its TypeScript).
 *
 *   npx tsx scripts/generate-seed-images.mjs                    # write every image
 *   npx tsx scripts/generate-seed-images.mjs --reel-frames DIR  # PNG frames for the reel clips
 *                                                               # (used by generate-seed-videos.sh)
 *
 * The logo wordmark is converted to outlines from DejaVu Sans (fonts-dejavu-core) so the SVG
 * does not depend on installed fonts; without that font the logos are left as they are.
 */
import sharp from 'sharp';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedVariantName, variantFormats, variantWidths } from '@northrock/core/photo';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = path.join(ROOT, 'web/public');
const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
const FONT = 'DejaVu Sans, Helvetica, Arial, sans-serif';

// ---------------------------------------------------------------------------------------
// Palette and small helpers
// ---------------------------------------------------------------------------------------
const C = {
  navy: '#1c2b3a',
  slate: '#334352',
  accent: '#e0782c',
  accentLight: '#f3a35c',
  concrete: '#bdbdb8',
  concreteDark: '#a6a7a2',
  concreteLine: '#8e8f8a',
  steel: '#6e7b87',
  steelLight: '#b3bec8',
  steelDark: '#45515c',
  membrane: '#1b242d',
  insulation: '#93bcd9',
  insulationLine: '#7ba7c7',
  dimple: '#3a4550',
  water: '#3b8fd0',
  waterLight: '#8cc3ea',
  topsoil: '#5b4535',
  clay: '#8c6b4e',
  till: '#76593f',
  backfill: '#9d7f60',
  bedrock: '#5d646c',
  bedrockLight: '#747c85',
  grass: '#6b8a4b',
  grassDark: '#58763d',
  wood: '#c39a6a',
  woodDark: '#9c7449',
};
const f1 = (n) => Math.round(n * 10) / 10;
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const lerp = (a, b, t) => a + (b - a) * t;
const clamp01 = (t) => Math.max(0, Math.min(1, t));
const ease = (t) => {
  t = clamp01(t);
  return t * t * (3 - 2 * t);
};

/** A smooth wavy line y(x) across [x0, x1], as a list of points. */
function wave(y0, amp, seed, x0 = X0, x1 = X0 + XW, step = 20) {
  const r = rng(seed);
  const k1 = 0.004 + r() * 0.004,
    k2 = 0.011 + r() * 0.008,
    p1 = r() * 6,
    p2 = r() * 6;
  const pts = [];
  for (let x = x0; x <= x1; x += step) pts.push([x, y0 + amp * (0.65 * Math.sin(x * k1 + p1) + 0.35 * Math.sin(x * k2 + p2))]);
  return pts;
}
const fillBelow = (pts, bottom, fill, extra = '') =>
  `<path d="M${pts[0][0]} ${bottom} ${pts.map(([x, y]) => `L${f1(x)} ${f1(y)}`).join(' ')} L${pts.at(-1)[0]} ${bottom}Z" fill="${fill}" ${extra}/>`;
const polyline = (pts) => pts.map(([x, y], i) => `${i ? 'L' : 'M'}${f1(x)} ${f1(y)}`).join(' ');

// ---------------------------------------------------------------------------------------
// Shared <defs>: textures and gradients
// ---------------------------------------------------------------------------------------
function defs() {
  const r = rng(11);
  let soil = '';
  for (let i = 0; i < 12; i++)
    soil += `<circle cx="${f1(r() * 90)}" cy="${f1(r() * 90)}" r="${f1(0.9 + r() * 1.6)}" fill="#000" opacity="${f1(0.08 + r() * 0.08)}"/>`;
  for (let i = 0; i < 5; i++) soil += `<circle cx="${f1(r() * 90)}" cy="${f1(r() * 90)}" r="${f1(0.8 + r())}" fill="#fff" opacity=".12"/>`;
  let gravel = '';
  const gc = ['#8d8575', '#b4ab99', '#9f9684', '#c6bda9', '#7e7667'];
  for (let i = 0; i < 16; i++)
    gravel += `<ellipse cx="${f1(r() * 48)}" cy="${f1(r() * 48)}" rx="${f1(3 + r() * 3)}" ry="${f1(2 + r() * 2)}" fill="${gc[i % 5]}"/>`;
  let conc = '';
  for (let i = 0; i < 7; i++) conc += `<circle cx="${f1(r() * 40)}" cy="${f1(r() * 40)}" r="${f1(0.6 + r() * 0.9)}" fill="#777" opacity=".35"/>`;
  return `<defs>
  <linearGradient id="sky-day" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bcd4e6"/><stop offset="1" stop-color="#eef2f0"/></linearGradient>
  <linearGradient id="sky-dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7f98b5"/><stop offset=".65" stop-color="#e9c6a6"/><stop offset="1" stop-color="#f6e3cc"/></linearGradient>
  <linearGradient id="sky-winter" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9d6e0"/><stop offset="1" stop-color="#f3f5f6"/></linearGradient>
  <linearGradient id="sky-evening" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2c3e55"/><stop offset=".7" stop-color="#6d7f98"/><stop offset="1" stop-color="#c7a98f"/></linearGradient>
  <linearGradient id="basement" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1ece3"/><stop offset="1" stop-color="#ddd5c8"/></linearGradient>
  <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dbe9f3"/><stop offset=".5" stop-color="#a9c4d8"/><stop offset="1" stop-color="#8eaec6"/></linearGradient>
  <linearGradient id="glass-warm" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe6a8"/><stop offset="1" stop-color="#f4c46e"/></linearGradient>
  <linearGradient id="steel-v" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.steelDark}"/><stop offset=".45" stop-color="${C.steelLight}"/><stop offset="1" stop-color="${C.steel}"/></linearGradient>
  <linearGradient id="steel-h" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.steelLight}"/><stop offset="1" stop-color="${C.steelDark}"/></linearGradient>
  <linearGradient id="lake" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6f9bbb"/><stop offset="1" stop-color="#3f6f93"/></linearGradient>
  <pattern id="soil" width="90" height="90" patternUnits="userSpaceOnUse">${soil}</pattern>
  <pattern id="gravel" width="48" height="48" patternUnits="userSpaceOnUse"><rect width="48" height="48" fill="#a9a08d"/>${gravel}</pattern>
  <pattern id="concrete" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="${C.concrete}"/>${conc}</pattern>
  <pattern id="insul" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="10" height="10" fill="${C.insulation}"/><rect width="2.5" height="10" fill="${C.insulationLine}"/></pattern>
  <pattern id="dimple" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="8" height="8" fill="${C.dimple}"/><circle cx="4" cy="4" r="2" fill="#5d6b77"/></pattern>
  <pattern id="siding" width="24" height="13" patternUnits="userSpaceOnUse"><rect y="11.5" width="24" height="1.5" fill="#000" opacity=".10"/></pattern>
  <pattern id="brick" width="36" height="16" patternUnits="userSpaceOnUse"><rect width="36" height="16" fill="#9b4f3e"/><rect y="7" width="36" height="1.5" fill="#d9cbbf"/><rect y="15" width="36" height="1.5" fill="#d9cbbf"/><rect x="17" width="1.5" height="7" fill="#d9cbbf"/><rect x="0" y="8" width="1.5" height="7" fill="#d9cbbf"/></pattern>
  <pattern id="block" width="64" height="32" patternUnits="userSpaceOnUse"><rect width="64" height="32" fill="${C.concrete}"/>${conc.replaceAll('cx="', 'cx="1')}<rect y="15" width="64" height="2" fill="${C.concreteLine}"/><rect y="31" width="64" height="1" fill="${C.concreteLine}"/><rect x="31" width="2" height="16" fill="${C.concreteLine}"/><rect x="0" y="16" width="1" height="16" fill="${C.concreteLine}"/><rect x="63" y="16" width="1" height="16" fill="${C.concreteLine}"/></pattern>
  <pattern id="rebar" width="26" height="26" patternUnits="userSpaceOnUse"><rect x="11" width="4" height="26" fill="${C.accent}" opacity=".9"/><rect y="11" width="26" height="4" fill="${C.accent}" opacity=".75"/></pattern>
  <pattern id="plywood" width="120" height="60" patternUnits="userSpaceOnUse"><rect width="120" height="60" fill="#d4ad72"/><path d="M0 18 Q40 12 80 20 T120 16 M0 42 Q50 36 90 44 T120 40" stroke="#b98f55" stroke-width="1.5" fill="none" opacity=".6"/><rect y="58" width="120" height="2" fill="#a77d45"/></pattern>
  <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter>
  <marker id="arrow-w" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10z" fill="${C.water}"/></marker>
  <marker id="arrow-a" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10z" fill="${C.accent}"/></marker>
  <marker id="arrow-s" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10z" fill="#f5efe6"/></marker>
</defs>`;
}

// ---------------------------------------------------------------------------------------
// Landscape pieces
// ---------------------------------------------------------------------------------------
function sky(kind, G) {
  let s = `<rect x="${X0}" width="${XW}" height="${G + 10}" fill="url(#sky-${kind})"/>`;
  if (kind === 'day' || kind === 'winter') {
    s += `<circle cx="180" cy="96" r="46" fill="#fff" opacity=".55"/>`;
    s += cloud(430, 90, 1, 0.7) + cloud(1010, 60, 0.8, 0.6);
  } else if (kind === 'dusk') {
    s += `<circle cx="250" cy="${G - 70}" r="60" fill="#f7d9a8" opacity=".8"/>`;
  } else if (kind === 'evening') {
    const r = rng(5);
    for (let i = 0; i < 50; i++)
      s += `<circle cx="${f1(X0 + r() * XW)}" cy="${f1(r() * G * 0.55)}" r="${f1(0.8 + r() * 1.2)}" fill="#fff" opacity="${f1(0.3 + r() * 0.5)}"/>`;
    s += `<circle cx="430" cy="74" r="26" fill="#f4f1e4" opacity=".9"/>`;
  }
  return s;
}
function cloud(x, y, s, o) {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="#fff" opacity="${o}"><ellipse cx="0" cy="10" rx="90" ry="18"/><ellipse cx="-30" cy="0" rx="40" ry="24"/><ellipse cx="22" cy="-6" rx="46" ry="30"/></g>`;
}
function hills(G, seed, colors = ['#9fb2bd', '#7f96a3']) {
  return fillBelow(wave(G - 95, 28, seed), G + 5, colors[0]) + fillBelow(wave(G - 50, 22, seed + 3), G + 5, colors[1]);
}
function spruce(x, base, h, fill, snow = false) {
  const w = h * 0.36,
    tiers = 6,
    right = [],
    left = [];
  for (let i = 1; i <= tiers; i++) {
    const t = i / tiers,
      y = base - h + h * 0.9 * t,
      hw = (w / 2) * (0.22 + 0.78 * t);
    right.push([x + hw, y]);
    if (i < tiers) right.push([x + hw * 0.42, y - h * 0.025]);
  }
  for (const [px, py] of [...right].reverse()) left.push([2 * x - px, py]);
  const pts = [[x, base - h], ...right, [x + 3, base - h * 0.1], [x + 3, base], [x - 3, base], [x - 3, base - h * 0.1], ...left];
  let s = `<path d="${polyline(pts)}Z" fill="${fill}"/>`;
  if (snow) {
    // snow resting on the upper edge of each tier
    let d = '';
    for (let i = 1; i < right.length; i += 2) {
      const [tx, ty] = right[i + 1] ?? right[i - 1],
        [nx, ny] = right[i];
      const mx = lerp(nx, tx, 0.4),
        my = lerp(ny, ty, 0.4);
      d += `M${f1(mx)} ${f1(my - 1)} L${f1(tx)} ${f1(ty - 1)} M${f1(2 * x - mx)} ${f1(my - 1)} L${f1(2 * x - tx)} ${f1(ty - 1)}`;
    }
    s += `<path d="${d}" stroke="#eef3f6" stroke-width="${f1(Math.max(1.6, h / 70))}" stroke-linecap="round" fill="none" opacity=".85"/>`;
  }
  return s;
}
function forest(x0, x1, base, seed, { hMin = 70, hMax = 170, colors = ['#2f4a44', '#3c5a51', '#284039'], snow = false, density = 26 } = {}) {
  const r = rng(seed);
  const trees = [];
  for (let x = x0; x < x1; x += density * (0.6 + r() * 0.8))
    trees.push([x, base + r() * 6, hMin + r() * (hMax - hMin), colors[Math.floor(r() * colors.length)]]);
  trees.sort((a, b) => a[1] - b[1]);
  return trees.map(([x, b, h, c]) => spruce(x, b, h, c, snow)).join('');
}
function roundTree(x, base, h, fill = '#5f7f4f') {
  return (
    `<rect x="${x - 4}" y="${base - h * 0.4}" width="8" height="${h * 0.4}" fill="#5a4636"/>` +
    `<ellipse cx="${x}" cy="${base - h * 0.62}" rx="${h * 0.32}" ry="${h * 0.36}" fill="${fill}"/>` +
    `<ellipse cx="${x - h * 0.1}" cy="${base - h * 0.72}" rx="${h * 0.16}" ry="${h * 0.14}" fill="#fff" opacity=".08"/>`
  );
}

/** Soil strata from grade G down, with bedrock near `rock`. */
function ground(G, rock, { seed = 1, snow = false, grass = true } = {}) {
  let s = `<rect x="${X0}" y="${G}" width="${XW}" height="${810 - G}" fill="${C.topsoil}"/>`;
  s += fillBelow(wave(G + 40, 5, seed + 1), 810, C.clay);
  s += fillBelow(wave(G + 230, 14, seed + 2), 810, C.till);
  const r = rng(seed + 9),
    jag = [];
  for (let x = X0; x <= X0 + XW; x += 40) jag.push([x, rock + (r() - 0.5) * 26]);
  s += fillBelow(jag, 810, C.bedrock);
  s += `<path d="${jag.map(([x, y], i) => `${i ? 'L' : 'M'}${x} ${f1(y)}`).join(' ')}" stroke="${C.bedrockLight}" stroke-width="3" fill="none"/>`;
  for (let i = 0; i < 9; i++) {
    const x = X0 + r() * XW,
      y = rock + 25 + r() * 50;
    s += `<path d="M${f1(x)} ${f1(y)} l${f1(20 + r() * 30)} ${f1(6 + r() * 10)} l${f1(15 + r() * 20)} ${f1(-4 - r() * 6)}" stroke="#4b5158" stroke-width="2" fill="none"/>`;
  }
  s += `<rect x="${X0}" y="${G}" width="${XW}" height="${rock - G + 10}" fill="url(#soil)"/>`;
  if (grass) s += `<rect x="${X0}" y="${G - 4}" width="${XW}" height="9" fill="${snow ? '#eef3f6' : C.grass}"/>` + (snow ? '' : tufts(G, seed));
  return s;
}
function tufts(G, seed, x0 = X0, x1 = X0 + XW) {
  const r = rng(seed + 40);
  let d = '';
  for (let x = x0; x < x1; x += 14 + r() * 22) d += `M${f1(x)} ${G - 3} l${f1(2 + r() * 2)} ${f1(-6 - r() * 5)} l${f1(2 + r() * 2)} ${f1(6 + r() * 5)}Z`;
  return `<path d="${d}" fill="${C.grassDark}"/>`;
}

// ---------------------------------------------------------------------------------------
// House: elevation above grade, section below grade
// ---------------------------------------------------------------------------------------
const S = { G: 300, xL: 600, xR: 1140, t: 36, yT: 272, slabTop: 534, footTop: 548, footBot: 584, rock: 742 };
/** Full-bleed drawing range: wider than the 1200 viewBox so the 16:9 reel crop is covered too. */
const X0 = -140,
  XW = 1500;

function window_(x, y, w, h, warm) {
  return (
    `<rect x="${x - 5}" y="${y - 5}" width="${w + 10}" height="${h + 10}" fill="#f4f2ec"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${warm ? 'glass-warm' : 'glass'})"/>` +
    `<rect x="${x + w / 2 - 1.5}" y="${y}" width="3" height="${h}" fill="#f4f2ec"/><rect x="${x}" y="${y + h / 2 - 1.5}" width="${w}" height="3" fill="#f4f2ec"/>` +
    (warm ? '' : `<path d="M${x + 6} ${y + h / 2 - 6} l${w * 0.3} ${-h * 0.3}" stroke="#fff" stroke-width="4" opacity=".5"/>`) +
    `<rect x="${x - 8}" y="${y + h + 4}" width="${w + 16}" height="5" fill="#e2ded6"/>`
  );
}

/** Front elevation of a house standing on the foundation (xL..xR), top of foundation at yT. */
function house({
  xL = S.xL,
  xR = S.xR,
  yT = S.yT,
  G = S.G,
  siding = '#c7cfd5',
  roof = '#3a4652',
  trim = '#f4f2ec',
  storeys = 1,
  roofStyle = 'gable',
  warm = false,
  chimney = true,
  door = '#2f4858',
  foundationExposed = 'concrete',
  snow = false,
} = {}) {
  const wallH = storeys === 2 ? 250 : 130;
  const yE = yT - wallH;
  const cx = (xL + xR) / 2;
  let s = '';
  if (chimney)
    s += `<rect x="${xR - 150}" y="${yE - 120}" width="34" height="110" fill="#7d5a4a"/><rect x="${xR - 154}" y="${yE - 124}" width="42" height="10" fill="#5f4438"/>`;
  // roof
  if (roofStyle === 'gable') {
    const peak = yE - (xR - xL) * 0.2;
    s += `<path d="M${xL - 26} ${yE + 4} L${cx} ${peak} L${xR + 26} ${yE + 4}Z" fill="${roof}"/>`;
    s += `<path d="M${xL - 26} ${yE + 4} L${cx} ${peak} L${xR + 26} ${yE + 4}" stroke="${trim}" stroke-width="6" fill="none" stroke-linejoin="round"/>`;
    if (snow)
      s += `<path d="M${xL - 20} ${yE - 2} L${cx} ${peak + 6} L${xR + 20} ${yE - 2}" stroke="#f6f8fa" stroke-width="14" fill="none" stroke-linejoin="round" opacity=".95"/>`;
  } else if (roofStyle === 'hip') {
    s += `<path d="M${xL - 26} ${yE + 4} L${xL + 110} ${yE - 92} L${xR - 110} ${yE - 92} L${xR + 26} ${yE + 4}Z" fill="${roof}"/>`;
    s += `<rect x="${xL - 28}" y="${yE}" width="${xR - xL + 56}" height="7" fill="${trim}"/>`;
    if (snow) s += `<path d="M${xL + 110} ${yE - 88} L${xR - 110} ${yE - 88}" stroke="#f6f8fa" stroke-width="10" stroke-linecap="round"/>`;
  } else if (roofStyle === 'flat') {
    s += `<rect x="${xL - 10}" y="${yE - 16}" width="${xR - xL + 20}" height="18" fill="${roof}"/>`;
  }
  // walls
  s += `<rect x="${xL}" y="${yE}" width="${xR - xL}" height="${wallH}" fill="${siding}"/>`;
  s += siding === 'url(#brick)' ? '' : `<rect x="${xL}" y="${yE}" width="${xR - xL}" height="${wallH}" fill="url(#siding)"/>`;
  s += `<rect x="${xL}" y="${yE}" width="10" height="${wallH}" fill="${trim}"/><rect x="${xR - 10}" y="${yE}" width="10" height="${wallH}" fill="${trim}"/>`;
  // openings
  const floors = storeys === 2 ? [yE + 34, yE + 150] : [yE + 28];
  floors.forEach((wy, i) => {
    const last = i === floors.length - 1;
    const xs = last ? [xL + 70, xR - 160] : [xL + 70, cx - 40, xR - 160];
    xs.forEach((wx) => {
      s += window_(wx, wy, 84, 70, warm);
    });
  });
  const dx = cx - 30,
    dy = yT - 112;
  s +=
    `<rect x="${dx - 6}" y="${dy - 6}" width="72" height="118" fill="${trim}"/><rect x="${dx}" y="${dy}" width="60" height="112" fill="${door}"/>` +
    `<rect x="${dx + 10}" y="${dy + 12}" width="40" height="30" fill="url(#${warm ? 'glass-warm' : 'glass'})" opacity=".85"/><circle cx="${dx + 50}" cy="${dy + 62}" r="3" fill="#d9b36c"/>`;
  // exposed foundation strip between yT and grade
  const fx = foundationExposed === 'stone' ? 'url(#stones)' : 'url(#concrete)';
  s += `<rect x="${xL}" y="${yT}" width="${xR - xL}" height="${G - yT}" fill="${fx}"/><rect x="${xL}" y="${yT}" width="${xR - xL}" height="4" fill="#000" opacity=".12"/>`;
  s += `<rect x="${dx - 16}" y="${yT}" width="92" height="10" fill="#a9aaa5"/><rect x="${dx - 24}" y="${yT + 10}" width="108" height="10" fill="#9d9e99"/>`;
  return s;
}

function stonesPattern() {
  const r = rng(21);
  let s = `<pattern id="stones" width="120" height="80" patternUnits="userSpaceOnUse"><rect width="120" height="80" fill="#b7afa0"/>`;
  const cols = ['#9c9384', '#a9a090', '#8e8677', '#b3a996', '#978e7d'];
  for (let y = 0; y < 80; y += 20)
    for (let x = (y / 20) % 2 ? -15 : 0; x < 120; x += 30) {
      s += `<rect x="${f1(x + 1.5)}" y="${f1(y + 1.5)}" width="${f1(26 + r() * 3)}" height="${f1(16 + r() * 2)}" rx="7" fill="${cols[Math.floor(r() * 5)]}"/>`;
    }
  return s + '</pattern>';
}

/** Basement section below grade. */
function basement({ wall = 'concrete', interior = true, joists = true, stairs = true, leftWall = true, bowLeft = 0, crackLeft = false } = {}) {
  const { G, xL, xR, t, slabTop, footTop, footBot } = S;
  const fill = wall === 'block' ? 'url(#block)' : wall === 'stone' ? 'url(#stones)' : 'url(#concrete)';
  let s = '';
  if (interior) {
    s += `<rect x="${xL + t}" y="${G}" width="${xR - xL - 2 * t}" height="${slabTop - G}" fill="url(#basement)"/>`;
    if (stairs) {
      const n = 9,
        sh = (slabTop - G - 22) / n;
      let d = `M${xR - t} ${G + 22}`;
      for (let i = 0; i < n; i++) d += ` L${xR - t - 24 - i * 24} ${f1(G + 22 + i * sh)} L${xR - t - 24 - i * 24} ${f1(G + 22 + (i + 1) * sh)}`;
      d += ` L${xR - t} ${slabTop}Z`;
      s += `<path d="${d}" fill="#cdb391" opacity=".38"/>`;
    }
    s += `<line x1="${(xL + xR) / 2 - 40}" y1="${G + 22}" x2="${(xL + xR) / 2 - 40}" y2="${G + 70}" stroke="#6b6b6b" stroke-width="2"/><circle cx="${(xL + xR) / 2 - 40}" cy="${G + 76}" r="8" fill="#ffe7a3"/><circle cx="${(xL + xR) / 2 - 40}" cy="${G + 76}" r="26" fill="#ffe7a3" opacity=".25"/>`;
  }
  // under-slab gravel and slab
  s += `<rect x="${xL + t}" y="${footTop}" width="${xR - xL - 2 * t}" height="18" fill="url(#gravel)"/>`;
  s += `<rect x="${xL + t}" y="${slabTop}" width="${xR - xL - 2 * t}" height="${footTop - slabTop}" fill="url(#concrete)"/><rect x="${xL + t}" y="${slabTop}" width="${xR - xL - 2 * t}" height="2" fill="${C.concreteLine}"/>`;
  // footings
  for (const fx of [xL - 32, xR - t - 32])
    s += `<rect x="${fx}" y="${footTop}" width="${t + 64}" height="${footBot - footTop}" fill="url(#concrete)" stroke="${C.concreteLine}" stroke-width="1.5"/>`;
  // walls
  if (leftWall) {
    if (bowLeft) {
      const mid = (G + footTop) / 2;
      s += `<path d="M${xL} ${G} Q${xL + bowLeft} ${mid} ${xL} ${footTop} L${xL + t} ${footTop} Q${xL + t + bowLeft} ${mid} ${xL + t} ${G}Z" fill="${fill}" stroke="${C.concreteLine}" stroke-width="1.5"/>`;
    } else s += `<rect x="${xL}" y="${G}" width="${t}" height="${footTop - G}" fill="${fill}" stroke="${C.concreteLine}" stroke-width="1.5"/>`;
    if (crackLeft)
      s += `<path d="M${xL + bowLeft * 0.5} ${(G + footTop) / 2 - 6} l${t * 0.3} 8 l${t * 0.25} -6 l${t * 0.3} 7 l${t * 0.2} -3" stroke="#4a4a48" stroke-width="2.5" fill="none"/>`;
  }
  s += `<rect x="${xR - t}" y="${G}" width="${t}" height="${footTop - G}" fill="${fill}" stroke="${C.concreteLine}" stroke-width="1.5"/>`;
  if (joists && interior) {
    s += `<rect x="${xL + t}" y="${G}" width="${xR - xL - 2 * t}" height="22" fill="#8b6d51"/>`;
    for (let x = xL + t + 8; x < xR - t - 10; x += 32)
      s += `<rect x="${x}" y="${G}" width="10" height="22" fill="${C.wood}" stroke="${C.woodDark}" stroke-width="1"/>`;
    s += `<rect x="${xL + t}" y="${G}" width="${xR - xL - 2 * t}" height="5" fill="${C.woodDark}"/>`;
  }
  return s;
}

// ---------------------------------------------------------------------------------------
// Systems drawn onto the section
// ---------------------------------------------------------------------------------------
/** Exterior system on the outside face of the left wall; `p` 0..1 for animation stages. */
function exteriorSystem({ p = 1, backfill = true } = {}) {
  const { G, xL, footTop, footBot } = S;
  const st = (i) => clamp01(p * 6 - i); // stage progress
  let s = '';
  // excavation/backfill zone
  const trench = `M${xL - 230} ${G} L${xL} ${G} L${xL} ${footBot + 16} L${xL - 110} ${footBot + 16}Z`;
  if (backfill && st(5) > 0) {
    s += `<path d="${trench}" fill="${C.backfill}"/><path d="${trench}" fill="url(#soil)"/>`;
  } else {
    s += `<path d="${trench}" fill="#e8ddcc"/><path d="${trench}" fill="url(#soil)" opacity=".35"/>`;
  }
  s += `<path d="${trench}" fill="none" stroke="#f3ead9" stroke-width="2" stroke-dasharray="8 7" opacity=".8"/>`;
  // clear stone next to the drainage board
  if (st(4) > 0) {
    const h = (footBot + 16 - G) * ease(st(4));
    s += `<rect x="${xL - 62}" y="${footBot + 16 - h}" width="26" height="${h}" fill="url(#gravel)"/>`;
  }
  // membrane, insulation, drainage board grow upward
  const layer = (i, x, w, fill) => {
    const k = ease(st(i));
    if (!k) return '';
    const h = (footTop - G + 6) * k;
    return `<rect x="${x}" y="${footTop - h}" width="${w}" height="${h}" fill="${fill}"/>`;
  };
  s += layer(1, xL - 7, 7, C.membrane);
  s += layer(2, xL - 29, 22, 'url(#insul)');
  s += layer(3, xL - 37, 8, 'url(#dimple)');
  // weeping tile in a gravel bed wrapped in filter fabric
  const k = ease(st(4));
  if (k) {
    s +=
      `<g opacity="${k}"><path d="M${xL - 104} ${footBot + 14} Q${xL - 100} ${footTop - 22} ${xL - 66} ${footTop - 24} L${xL - 32} ${footTop - 10} L${xL - 32} ${footBot + 14}Z" fill="url(#gravel)" stroke="#eeeae2" stroke-width="2.5" stroke-dasharray="5 4"/>` +
      `<circle cx="${xL - 66}" cy="${footBot - 6}" r="15" fill="#2d3339"/><circle cx="${xL - 66}" cy="${footBot - 6}" r="11" fill="#4a535c"/><circle cx="${xL - 66}" cy="${footBot - 6}" r="5" fill="#2d3339"/>` +
      [0, 1, 2, 3, 4, 5]
        .map((i) => `<circle cx="${f1(xL - 66 + 13 * Math.cos(i))}" cy="${f1(footBot - 6 + 13 * Math.sin(i))}" r="1.6" fill="#9aa3ab"/>`)
        .join('') +
      '</g>';
  }
  return s;
}
/** Numbered callouts for the exterior system: membrane, insulation, drainage board, weeping tile, backfill. */
function exteriorCallouts() {
  const { G, xL, footBot } = S;
  return calloutsFor([
    [1, xL - 4, G + 90, xL - 330, G + 70],
    [2, xL - 18, G + 150, xL - 330, G + 130],
    [3, xL - 33, G + 210, xL - 330, G + 190],
    [4, xL - 66, footBot - 6, xL - 330, footBot - 6],
    [5, xL - 130, G + 30, xL - 330, G + 10],
  ]);
}
function calloutsFor(list) {
  return list
    .map(
      ([n, tx, ty, bx, by]) =>
        `<path d="M${bx + 16} ${by} L${(bx + tx) / 2} ${by} L${tx} ${ty}" stroke="#f7f2ea" stroke-width="2.5" fill="none"/><circle cx="${tx}" cy="${ty}" r="4.5" fill="#f7f2ea"/>` +
        `<circle cx="${bx}" cy="${by}" r="17" fill="${C.accent}" stroke="#fff" stroke-width="3"/><text x="${bx}" y="${by + 6.5}" font-family="${FONT}" font-weight="700" font-size="18" fill="#fff" text-anchor="middle">${n}</text>`,
    )
    .join('');
}
function drop(x, y, s = 1, fill = C.water, o = 1) {
  return `<path transform="translate(${f1(x)} ${f1(y)}) scale(${s})" d="M0 -11 C4 -5 7 -1 7 3 A7 7 0 0 1 -7 3 C-7 -1 -4 -5 0 -11Z" fill="${fill}" opacity="${o}"/>`;
}
function waterApproach(x0, y0, x1, y1, n = 3, phase = 0) {
  let s = '';
  for (let i = 0; i < n; i++) {
    const t = (i / n + phase) % 1;
    s += drop(lerp(x0, x1, t), lerp(y0, y1, t) + i * 26 - 26, 1.1, C.water, f1(0.35 + 0.65 * Math.sin(Math.PI * t)));
  }
  return s;
}
function arrow(x1, y1, x2, y2, color = 'a', w = 5, dash = '') {
  return `<path d="M${x1} ${y1} L${x2} ${y2}" stroke="${color === 'w' ? C.water : color === 's' ? '#f5efe6' : C.accent}" stroke-width="${w}" ${dash ? `stroke-dasharray="${dash}"` : ''} stroke-linecap="round" marker-end="url(#arrow-${color})"/>`;
}

/** Push pier at a footing edge; side -1 = outside of the left wall, +1 = outside of the right wall. */
function pushPier(xFootEdge, side, depth = 1, lift = 0, part = 'all') {
  const { footTop, footBot, rock } = S;
  const px = xFootEdge + side * 14; // pier centre
  const bottom = lerp(footBot + 20, rock + 18, depth);
  let s = '';
  if (part === 'bracket') return pierBracket(xFootEdge, side, px);
  s += `<rect x="${px - 7}" y="${footTop - 20}" width="14" height="${bottom - footTop + 20}" fill="url(#steel-v)"/>`;
  for (let y = footBot + 50; y < bottom - 10; y += 58) s += `<rect x="${px - 9}" y="${y}" width="18" height="7" fill="${C.steelDark}"/>`;
  s += `<path d="M${px - 7} ${bottom} L${px} ${bottom + 10} L${px + 7} ${bottom}Z" fill="${C.steelDark}"/>`;
  if (part === 'all') s += pierBracket(xFootEdge, side, px);
  if (lift) s += arrow(px + side * 34, footBot + 30, px + side * 34, footTop - 30, 'a', 6);
  return s;
}
/** Bracket: a plate against the footing face and a seat under the footing. */
function pierBracket(xFootEdge, side, px) {
  const { footTop, footBot } = S;
  let s = '';
  const bx = side < 0 ? xFootEdge - 6 : xFootEdge;
  s += `<rect x="${bx}" y="${footTop - 14}" width="6" height="${footBot - footTop + 24}" fill="${C.steelDark}"/>`;
  const seatX = side < 0 ? xFootEdge - 22 : xFootEdge - 26;
  s += `<rect x="${seatX}" y="${footBot}" width="48" height="8" fill="${C.steelDark}"/>`;
  s += `<rect x="${px - 11}" y="${footTop - 26}" width="22" height="8" fill="${C.steel}"/>`;
  return s;
}
function concentricPier(cx, depth = 1) {
  const { footBot, rock } = S;
  const bottom = lerp(footBot + 30, rock + 14, depth);
  let s = `<rect x="${cx - 26}" y="${footBot}" width="52" height="9" fill="url(#steel-h)"/>`;
  for (let y = footBot + 9, i = 0; y < bottom; y += 28, i++) {
    const h = Math.min(26, bottom - y);
    s += `<rect x="${cx - 17}" y="${y}" width="34" height="${h}" rx="4" fill="${i % 2 ? '#c9c6bd' : '#bdb9af'}" stroke="#8f8c84" stroke-width="1.5"/>`;
  }
  s += `<rect x="${cx - 3}" y="${footBot + 9}" width="6" height="${bottom - footBot - 9}" fill="${C.steelDark}" opacity=".75"/>`;
  s += `<rect x="${cx - 20}" y="${bottom - 2}" width="40" height="7" fill="${C.steelDark}"/>`;
  return s;
}
function loadLine(x) {
  return `<path d="M${x} ${S.yT + 6} L${x} ${S.rock + 6}" stroke="${C.accent}" stroke-width="3" stroke-dasharray="10 7"/><path d="M${x - 9} ${S.rock - 6} L${x} ${S.rock + 8} L${x + 9} ${S.rock - 6}" fill="${C.accent}"/>`;
}
function postAndBeam({ posts = [760, 900, 1000], lift = false } = {}) {
  const { G, xL, xR, t, slabTop, footTop } = S;
  const by = G + 22;
  let s = `<rect x="${xL + t}" y="${by}" width="${xR - xL - 2 * t}" height="20" fill="${C.steel}"/><rect x="${xL + t}" y="${by}" width="${xR - xL - 2 * t}" height="4" fill="${C.steelDark}"/><rect x="${xL + t}" y="${by + 16}" width="${xR - xL - 2 * t}" height="4" fill="${C.steelDark}"/><rect x="${xL + t}" y="${by + 6}" width="${xR - xL - 2 * t}" height="2" fill="${C.steelLight}" opacity=".7"/>`;
  for (const x of posts) {
    s += `<rect x="${x - 22}" y="${footTop - 2}" width="44" height="30" fill="url(#concrete)" stroke="${C.concreteLine}" stroke-width="1.5"/>`;
    s += `<rect x="${x - 20}" y="${slabTop - 6}" width="40" height="6" fill="${C.steelDark}"/><rect x="${x - 20}" y="${by + 20}" width="40" height="6" fill="${C.steelDark}"/>`;
    s += `<rect x="${x - 8}" y="${by + 66}" width="16" height="${slabTop - by - 72}" fill="url(#steel-v)"/>`;
    s += `<rect x="${x - 4}" y="${by + 26}" width="8" height="40" fill="${C.steelLight}"/>`;
    for (let y = by + 30; y < by + 64; y += 5) s += `<rect x="${x - 5}" y="${y}" width="10" height="1.6" fill="${C.steelDark}"/>`;
    s += `<rect x="${x - 12}" y="${by + 52}" width="24" height="8" rx="2" fill="${C.accent}"/>`;
    if (lift) s += arrow(x + 34, by + 120, x + 34, by + 40, 'a', 5);
  }
  return s;
}
function ibeamWall({ bowLeft = 0, n = 1 } = {}) {
  const { G, xL, t, slabTop } = S;
  const x = xL + t + bowLeft * 0.5;
  let s = '';
  s += `<rect x="${x}" y="${G + 18}" width="20" height="${slabTop - G - 18}" fill="url(#steel-h)"/>`;
  s += `<rect x="${x}" y="${G + 18}" width="5" height="${slabTop - G - 18}" fill="${C.steelDark}"/><rect x="${x + 15}" y="${G + 18}" width="5" height="${slabTop - G - 18}" fill="${C.steelDark}"/>`;
  s += `<rect x="${x - 2}" y="${G + 14}" width="46" height="10" fill="${C.accent}"/><rect x="${x - 2}" y="${slabTop - 10}" width="40" height="10" fill="${C.accent}"/>`;
  s += `<rect x="${x + 22}" y="${slabTop - 2}" width="8" height="20" fill="${C.steelDark}"/>`;
  if (n > 1) s += `<rect x="${x + 70}" y="${G + 22}" width="14" height="${slabTop - G - 22}" fill="${C.steel}" opacity=".45"/>`;
  return s;
}
function interiorSystem({ phase = 0, pumpOn = 1, barrier = true, dehumid = true, flow = 1 } = {}) {
  const { G, xL, xR, t, slabTop, footTop } = S;
  const xi = xL + t;
  let s = '';
  if (barrier)
    s += `<rect x="${xi}" y="${G + 24}" width="7" height="${slabTop - G - 24}" fill="#eef1f2" opacity=".92"/><rect x="${xi + 6}" y="${G + 24}" width="1.5" height="${slabTop - G - 24}" fill="#aab3b9"/>`;
  // channel under the slab edge: gravel trench and perforated pipe
  s += `<rect x="${xi}" y="${slabTop}" width="46" height="${footTop - slabTop + 24}" fill="url(#gravel)" stroke="#eeeae2" stroke-width="2" stroke-dasharray="4 3"/>`;
  s += `<circle cx="${xi + 22}" cy="${footTop + 6}" r="11" fill="#ececea" stroke="#8c9298" stroke-width="2"/><circle cx="${xi + 22}" cy="${footTop + 6}" r="4" fill="#8c9298"/>`;
  s += `<rect x="${xi}" y="${slabTop - 3}" width="46" height="3" fill="${C.concreteLine}"/>`;
  // sump pit
  const px = 820,
    pw = 70,
    pb = footTop + 78;
  s += `<rect x="${px}" y="${slabTop}" width="${pw}" height="${pb - slabTop}" fill="#2f363d"/><rect x="${px + 5}" y="${slabTop}" width="${pw - 10}" height="${pb - slabTop - 5}" fill="#d9dcde"/>`;
  const wl = pb - 28 - 8 * Math.sin(phase * Math.PI * 2) * (pumpOn ? 1 : 0);
  s += `<rect x="${px + 5}" y="${f1(wl)}" width="${pw - 10}" height="${f1(pb - 5 - wl)}" fill="${C.water}" opacity=".85"/>`;
  s += `<rect x="${px + 18}" y="${pb - 52}" width="34" height="46" rx="5" fill="${C.navy}"/><rect x="${px + 18}" y="${pb - 40}" width="34" height="6" fill="${C.accent}"/>`;
  s += `<rect x="${px - 6}" y="${slabTop - 8}" width="${pw + 12}" height="8" fill="#4b545c"/>`;
  // discharge pipe up and out through the rim
  const dp = px + 35;
  const route = `M${dp} ${pb - 52} L${dp} ${G + 40} L${xR - t - 16} ${G + 40} L${xR - t - 16} ${G - 14} L${xR + 34} ${G - 14} L${xR + 34} ${G - 2}`;
  s += `<path d="${route}" stroke="#8e979e" stroke-width="12" fill="none" stroke-linejoin="round"/><path d="${route}" stroke="#f1f2f0" stroke-width="8" fill="none" stroke-linejoin="round"/>`;
  s += `<rect x="${dp - 8}" y="${G + 120}" width="16" height="12" rx="2" fill="#2a6f4a"/><rect x="${xR + 24}" y="${G - 6}" width="20" height="6" fill="#8e979e"/>`;
  // battery backup on a stand
  s += `<rect x="${px + 90}" y="${slabTop - 58}" width="44" height="50" rx="4" fill="#2c3a46"/><rect x="${px + 98}" y="${slabTop - 66}" width="8" height="8" fill="${C.accent}"/><rect x="${px + 118}" y="${slabTop - 66}" width="8" height="8" fill="#9aa6b1"/><path d="M${px + 106} ${slabTop - 44} l6 -0 l-4 10 l8 0 l-10 14 l3 -10 l-7 0z" fill="#f4c65c"/><rect x="${px + 86}" y="${slabTop - 8}" width="52" height="8" fill="#7b858e"/>`;
  if (dehumid)
    s += `<rect x="690" y="${slabTop - 92}" width="64" height="92" rx="8" fill="#eef0f1" stroke="#aab2b8" stroke-width="2"/><rect x="700" y="${slabTop - 80}" width="44" height="26" rx="3" fill="#c9d2d8"/>${[0, 1, 2, 3].map((i) => `<rect x="702" y="${slabTop - 74 + i * 5}" width="40" height="2" fill="#8a97a1"/>`).join('')}<circle cx="734" cy="${slabTop - 38}" r="4" fill="#4cc17d"/>`;
  // water path: seepage at the wall base into the channel, along to the pit
  if (flow) {
    s += `<path d="M${xi + 22} ${footTop + 6} C${xi + 200} ${footTop + 30} ${px - 120} ${footTop + 30} ${px + 10} ${pb - 40}" stroke="${C.water}" stroke-width="4" stroke-dasharray="3 10" stroke-dashoffset="${f1(-phase * 52)}" stroke-linecap="round" fill="none" opacity=".9"/>`;
    for (let i = 0; i < 3; i++) {
      const k = (phase + i / 3) % 1;
      s += drop(lerp(xL - 70, xi + 18, k), lerp(footTop - 30, footTop + 2, k), 0.9, C.water, f1(Math.sin(Math.PI * k)));
    }
  }
  return s;
}

/** An excavator at grade on the left, bucket reaching toward x = reachX. */
function excavator(x, G, { color = '#e3a72f', reach = 0 } = {}) {
  const y = G - 4;
  let s = `<g>`;
  s += `<rect x="${x}" y="${y - 34}" width="170" height="34" rx="17" fill="#2c3136"/>`;
  for (let i = 0; i < 6; i++) s += `<circle cx="${x + 20 + i * 26}" cy="${y - 17}" r="9" fill="#4d555c"/>`;
  s += `<rect x="${x + 16}" y="${y - 96}" width="150" height="56" rx="6" fill="${color}"/><rect x="${x + 16}" y="${y - 48}" width="150" height="8" fill="#b98219"/>`;
  s += `<path d="M${x + 96} ${y - 96} L${x + 96} ${y - 150} L${x + 150} ${y - 150} L${x + 166} ${y - 120} L${x + 166} ${y - 96}Z" fill="${color}"/><path d="M${x + 106} ${y - 142} L${x + 146} ${y - 142} L${x + 158} ${y - 118} L${x + 106} ${y - 118}Z" fill="url(#glass)"/>`;
  const bx = x + 160,
    byy = y - 92;
  const ex = bx + 130 + reach * 0.3,
    ey = y - 190;
  const ax = ex + 70 + reach * 0.7,
    ay = G + 40 + reach * 0.2;
  s += `<path d="M${bx} ${byy} L${ex} ${ey}" stroke="${color}" stroke-width="24" stroke-linecap="round"/><path d="M${ex} ${ey} L${ax} ${ay}" stroke="${color}" stroke-width="16" stroke-linecap="round"/>`;
  s += `<path d="M${ax - 10} ${ay - 8} L${ax + 30} ${ay - 4} L${ax + 24} ${ay + 26} Q${ax} ${ay + 30} ${ax - 14} ${ay + 12}Z" fill="#3a3f44"/>`;
  s += `<circle cx="${ex}" cy="${ey}" r="7" fill="#3a3f44"/><circle cx="${bx}" cy="${byy}" r="8" fill="#3a3f44"/>`;
  return s + '</g>';
}
function thermometerBadge(x, y, label = '−40°C') {
  return (
    `<g transform="translate(${x} ${y})"><rect x="-92" y="-34" width="184" height="68" rx="34" fill="${C.navy}" opacity=".92"/>` +
    `<g transform="translate(-58 0)"><path d="M0 -20 L0 18 M-16 -10 L16 10 M16 -10 L-16 10" stroke="#cfe6f7" stroke-width="4" stroke-linecap="round"/></g>` +
    `<text x="18" y="11" font-family="${FONT}" font-weight="700" font-size="30" fill="#fff" text-anchor="middle">${label}</text></g>`
  );
}

// ---------------------------------------------------------------------------------------
// Scene compositions (viewBox 0 0 1200 800)
// ---------------------------------------------------------------------------------------
function sectionScene(o = {}) {
  const {
    skyKind = 'day',
    seed = 1,
    snow = false,
    houseOpts = {},
    wall = 'concrete',
    trees = true,
    below = '',
    above = '',
    over = '',
    bowLeft = 0,
    crackLeft = false,
    interior = true,
    leftWall = true,
    houseDy = 0,
    lifted = '',
  } = o;
  const { G, rock } = S;
  let s = stonesPattern().replace('<pattern', '<defs><pattern') + '</defs>';
  s += sky(skyKind, G);
  s += hills(G, seed, skyKind === 'evening' ? ['#3f5366', '#33465a'] : skyKind === 'dusk' ? ['#a7a2a6', '#8a8b94'] : ['#a5b7c1', '#87a0ad']);
  if (trees)
    s += forest(1175, 1370, G + 2, seed + 6, { snow, hMin: 50, hMax: 110, colors: skyKind === 'evening' ? ['#1f2f2e', '#263936'] : ['#2f4a44', '#3c5a51'] });
  if (trees)
    s += forest(X0, 560, G + 2, seed + 5, {
      snow,
      hMin: 60,
      hMax: 150,
      colors: skyKind === 'evening' ? ['#1f2f2e', '#263936'] : ['#2f4a44', '#3c5a51', '#284039'],
    });
  s += ground(G, rock, { seed, snow });
  s += below;
  if (houseDy) s += `<g transform="translate(0 ${f1(houseDy)})">`;
  s += basement({ wall, interior, bowLeft, crackLeft, leftWall });
  s += house({ warm: skyKind === 'evening' || skyKind === 'dusk', snow, foundationExposed: wall === 'stone' ? 'stone' : 'concrete', ...houseOpts });
  s += above + lifted;
  if (houseDy) s += '</g>';
  s += over;
  return s;
}

function exteriorScene({ callouts = true, skyKind = 'day', seed = 1, dig = false, houseOpts } = {}) {
  const { G, xL, footTop } = S;
  const water =
    waterApproach(120, G + 120, xL - 80, G + 200, 3, 0.1) +
    waterApproach(140, G + 230, xL - 90, G + 260, 3, 0.45) +
    arrow(xL - 50, G + 60, xL - 50, footTop - 40, 'w', 4, '2 9');
  return sectionScene({
    skyKind,
    seed,
    houseOpts,
    below: exteriorSystem({ backfill: !dig }) + water,
    over: (callouts ? exteriorCallouts() : '') + (dig ? excavator(90, G, { reach: 60 }) : ''),
  });
}

// Property-type scenes: building elevation with a section strip below grade.
function propertyScene(kind) {
  const G = 500;
  let s = stonesPattern().replace('<pattern', '<defs><pattern') + '</defs>';
  const skyKind = { older: 'day', poured: 'day', cottage: 'dusk', commercial: 'winter' }[kind];
  s += `<rect x="${X0}" width="${XW}" height="${G + 10}" fill="url(#sky-${skyKind})"/>`;
  if (kind === 'cottage') {
    const L = 470; // lake level
    s += `<circle cx="900" cy="${L - 90}" r="64" fill="#f7dcae" opacity=".9"/>`;
    s += hills(L, 52, ['#a9a4a8', '#8e8e97']);
    s += forest(460, 1210, L + 2, 77, { hMin: 34, hMax: 70, density: 16, colors: ['#3a4f4c', '#44595a'] });
    s += `<rect x="${X0}" y="${L}" width="${XW}" height="${810 - L}" fill="url(#lake)"/>`;
    s += `<path d="M870 ${L + 4} L930 ${L + 4} L915 ${L + 120} L885 ${L + 120}Z" fill="#f7dcae" opacity=".22"/>`;
    for (let i = 0; i < 12; i++)
      s += `<rect x="${520 + ((i * 157) % 660)}" y="${L + 18 + i * 26}" width="${50 + ((i * 37) % 90)}" height="3" rx="1.5" fill="#fff" opacity=".22"/>`;
    // bedrock outcrop
    const rock = [
      [X0, 810],
      [X0, 430],
      [60, 400],
      [200, 380],
      [380, 392],
      [520, 430],
      [600, 500],
      [650, 600],
      [680, 700],
      [700, 810],
    ];
    s += `<path d="${polyline(rock)}Z" fill="#6a7078"/>`;
    s += `<path d="M90 420 L160 520 L130 640 M300 400 L350 500 L320 620 L360 720 M470 430 L540 560 M560 500 L600 640" stroke="#565c63" stroke-width="5" fill="none" stroke-linecap="round"/>`;
    s += `<path d="${polyline(rock.slice(1, 9))}" stroke="#878e96" stroke-width="6" fill="none" stroke-linejoin="round"/>`;
    s += forest(X0, 70, 425, 12, { hMin: 150, hMax: 240, density: 30 });
    // cabin on steel piers pinned into the rock
    const cx0 = 140,
      cx1 = 500,
      deck = 300;
    const rockY = (x) => {
      for (let i = 1; i < rock.length; i++) {
        const [ax, ay] = rock[i - 1],
          [bx, by] = rock[i];
        if (x >= ax && x <= bx) return ay + ((by - ay) * (x - ax)) / (bx - ax);
      }
      return 420;
    };
    for (const px of [160, 260, 370, 470]) {
      const ry = rockY(px + 7);
      s += `<rect x="${px}" y="${deck}" width="16" height="${f1(ry - deck + 6)}" fill="url(#steel-v)"/><rect x="${px - 8}" y="${f1(ry - 2)}" width="32" height="8" fill="${C.steelDark}"/>`;
    }
    s += `<rect x="${cx0 - 14}" y="${deck - 16}" width="${cx1 - cx0 + 90}" height="18" fill="#7d5b3f"/>`;
    s += `<rect x="${cx0}" y="${deck - 170}" width="${cx1 - cx0}" height="154" fill="#9a4e36"/><rect x="${cx0}" y="${deck - 170}" width="${cx1 - cx0}" height="154" fill="url(#siding)"/>`;
    s += `<path d="M${cx0 - 30} ${deck - 164} L${(cx0 + cx1) / 2} ${deck - 290} L${cx1 + 30} ${deck - 164}Z" fill="#2f3a44"/><path d="M${cx0 - 30} ${deck - 164} L${(cx0 + cx1) / 2} ${deck - 290} L${cx1 + 30} ${deck - 164}" stroke="#e9e2d6" stroke-width="6" fill="none"/>`;
    s += window_(cx0 + 40, deck - 130, 84, 66, true) + window_(cx1 - 124, deck - 130, 84, 66, true);
    s += `<rect x="${(cx0 + cx1) / 2 - 30}" y="${deck - 132}" width="60" height="116" fill="#3f3026"/><rect x="${(cx0 + cx1) / 2 - 20}" y="${deck - 120}" width="40" height="30" fill="url(#glass-warm)"/>`;
    s += `<rect x="${cx1}" y="${deck - 60}" width="6" height="44" fill="#6d4f37"/><rect x="${cx1 + 70}" y="${deck - 60}" width="6" height="44" fill="#6d4f37"/><rect x="${cx1}" y="${deck - 62}" width="76" height="6" fill="#6d4f37"/>`;
    // dock
    s += `<rect x="640" y="${L + 10}" width="300" height="14" fill="#8a6a4c"/>${[660, 760, 860, 930].map((x) => `<rect x="${x}" y="${L + 24}" width="9" height="46" fill="#5d4634"/>`).join('')}`;
    s += `<path d="M980 ${L + 40} q40 14 90 0 l-10 16 q-35 8 -70 0z" fill="#b5532f"/>`;
    return s;
  }
  s += cloud(300, 100, 1.1, 0.7) + cloud(960, 70, 0.8, 0.6);
  s += hills(G, 40 + kind.length, ['#a5b7c1', '#87a0ad']);
  s += forest(X0, 1340, G, 33 + kind.length, { hMin: 70, hMax: 150, density: 34, snow: skyKind === 'winter', colors: ['#3a564f', '#445f57', '#35504a'] });
  s +=
    `<rect x="${X0}" y="${G}" width="${XW}" height="${810 - G}" fill="${C.topsoil}"/>` +
    fillBelow(wave(G + 40, 5, 8), 810, C.clay) +
    `<rect x="${X0}" y="${G}" width="${XW}" height="310" fill="url(#soil)"/>`;
  s +=
    `<rect x="${X0}" y="${G - 4}" width="${XW}" height="9" fill="${skyKind === 'winter' ? '#eef3f6' : C.grass}"/>` + (skyKind === 'winter' ? '' : tufts(G, 5));
  const below = (x0, x1, wall, depth = 220) => {
    let f = `<rect x="${x0 + 28}" y="${G}" width="${x1 - x0 - 56}" height="${depth}" fill="url(#basement)"/>`;
    f += `<rect x="${x0 + 28}" y="${G}" width="${x1 - x0 - 56}" height="18" fill="#8b6d51"/>`;
    for (let x = x0 + 34; x < x1 - 38; x += 30) f += `<rect x="${x}" y="${G}" width="9" height="18" fill="${C.wood}" stroke="${C.woodDark}"/>`;
    f += `<rect x="${x0}" y="${G - 30}" width="28" height="${depth + 30}" fill="${wall}" stroke="${C.concreteLine}"/><rect x="${x1 - 28}" y="${G - 30}" width="28" height="${depth + 30}" fill="${wall}" stroke="${C.concreteLine}"/>`;
    f += `<rect x="${x0 - 20}" y="${G + depth}" width="68" height="28" fill="url(#concrete)" stroke="${C.concreteLine}"/><rect x="${x1 - 48}" y="${G + depth}" width="68" height="28" fill="url(#concrete)" stroke="${C.concreteLine}"/>`;
    f += `<rect x="${x0 + 28}" y="${G + depth - 12}" width="${x1 - x0 - 56}" height="12" fill="url(#concrete)"/><rect x="${x0 + 28}" y="${G + depth}" width="${x1 - x0 - 56}" height="14" fill="url(#gravel)"/>`;
    return f;
  };
  if (kind === 'older') {
    s += roundTree(150, G, 250, '#6d8b55') + roundTree(1070, G, 220, '#5f7f4f');
    s += below(330, 870, 'url(#stones)');
    s += house({
      xL: 330,
      xR: 870,
      yT: G - 30,
      G,
      siding: 'url(#brick)',
      roof: '#3d3a3a',
      storeys: 2,
      chimney: true,
      door: '#5a2f2a',
      foundationExposed: 'stone',
    });
  } else if (kind === 'poured') {
    s += roundTree(110, G, 190, '#6d8b55');
    s += below(220, 800, 'url(#concrete)', 230);
    s += house({ xL: 220, xR: 800, yT: G - 30, G, siding: '#d4cfc4', roof: '#39434d', roofStyle: 'hip', chimney: false, door: '#2f4858' });
    s += `<rect x="800" y="${G - 150}" width="270" height="150" fill="#c9c3b7"/><rect x="800" y="${G - 150}" width="270" height="150" fill="url(#siding)"/><path d="M790 ${G - 146} L850 ${G - 214} L1040 ${G - 214} L1084 ${G - 146}Z" fill="#39434d"/><rect x="840" y="${G - 118}" width="190" height="118" fill="#e8e6e0"/>${[0, 1, 2, 3].map((i) => `<rect x="840" y="${G - 118 + i * 29.5}" width="190" height="2" fill="#b9b6ae"/>`).join('')}`;
    s += `<rect x="800" y="${G}" width="270" height="20" fill="url(#concrete)" stroke="${C.concreteLine}"/>`;
  } else {
    const x0 = 250,
      x1 = 950,
      top = G - 400;
    s += below(x0, x1, 'url(#concrete)', 240);
    s += `<rect x="${x0}" y="${top}" width="${x1 - x0}" height="${G - 30 - top}" fill="url(#brick)"/><rect x="${x0 - 10}" y="${top - 18}" width="${x1 - x0 + 20}" height="20" fill="#3a4450"/>`;
    for (let r = 0; r < 2; r++) for (let c = 0; c < 6; c++) s += window_(x0 + 44 + c * 110, top + 40 + r * 110, 66, 70, (c + r) % 3 === 1);
    s += `<rect x="${x0}" y="${G - 150}" width="${x1 - x0}" height="20" fill="${C.accent}"/><rect x="${x0}" y="${G - 130}" width="${x1 - x0}" height="100" fill="#33404d"/>`;
    for (let c = 0; c < 4; c++) s += `<rect x="${x0 + 30 + c * 165}" y="${G - 118}" width="135" height="80" fill="url(#glass)"/>`;
    s += `<rect x="${x0}" y="${G - 30}" width="${x1 - x0}" height="30" fill="url(#concrete)"/>`;
    s += `<rect x="${x0 - 10}" y="${top - 26}" width="${x1 - x0 + 20}" height="10" rx="5" fill="#f4f7f9"/>`;
    s += `<rect x="110" y="${G - 210}" width="10" height="210" fill="#4a5560"/><rect x="90" y="${G - 216}" width="50" height="12" rx="6" fill="#4a5560"/><rect x="1050" y="${G - 44}" width="90" height="44" rx="8" fill="#eef3f6"/>`;
  }
  return s;
}

// ---------------------------------------------------------------------------------------
// Image catalogue
// ---------------------------------------------------------------------------------------
const services = {
  'exterior-waterproofing': () => exteriorScene({ callouts: true, seed: 3 }),
  'foundation-repair-replacement': () => replacementScene({ seed: 4, skyKind: 'day' }),
  'push-pier-systems': () =>
    sectionScene({
      seed: 5,
      skyKind: 'day',
      houseOpts: { siding: '#d6cbb8', roof: '#47403b' },
      below: pushPier(S.xL - 32, -1, 1, 1) + pushPier(S.xR + 32, 1, 1, 1),
      crackLeft: false,
    }),
  'concentric-pier-systems': () =>
    sectionScene({
      seed: 6,
      skyKind: 'winter',
      snow: true,
      houseOpts: { siding: '#b9c7cf', roof: '#34404b' },
      below: concentricPier(S.xL + S.t / 2) + concentricPier(S.xR - S.t / 2),
      over: loadLine(S.xL + S.t / 2) + loadLine(S.xR - S.t / 2),
    }),
  'interior-waterproofing': () =>
    sectionScene({ seed: 7, skyKind: 'dusk', houseOpts: { siding: '#cfc6b6', roof: '#3b4148' }, above: interiorSystem({ phase: 0.3 }) }),
  'steel-post-beam-systems': () =>
    sectionScene({ seed: 8, skyKind: 'day', houseOpts: { siding: '#c4ccc6', roof: '#3d4650' }, above: postAndBeam({ lift: true }) }),
  'everbrace-wall-restoration': () =>
    sectionScene({
      seed: 9,
      skyKind: 'day',
      wall: 'block',
      bowLeft: 12,
      crackLeft: true,
      houseOpts: { siding: '#d9d2c3', roof: '#463d36' },
      below: [0, 1, 2].map((i) => arrow(S.xL - 150, S.G + 90 + i * 80, S.xL - 40, S.G + 90 + i * 80, 's', 5, '')).join(''),
      above: ibeamWall({ bowLeft: 12 }),
    }),
};
function replacementScene({ seed = 4, skyKind = 'day', wall = 'concrete', houseOpts = {} } = {}) {
  const { G, xL, t, footTop } = S;
  const forms =
    `<path d="M${xL - 190} ${G} L${xL - 60} ${G} L${xL - 30} ${S.footBot + 14} L${xL - 90} ${S.footBot + 14}Z" fill="#e9dfcf"/>` +
    `<path d="M${xL - 190} ${G} L${xL - 60} ${G} L${xL - 30} ${S.footBot + 14} L${xL - 90} ${S.footBot + 14}Z" fill="url(#soil)" opacity=".35"/>` +
    `<rect x="${xL - 30}" y="${G - 20}" width="22" height="${footTop - G + 20}" fill="url(#plywood)"/><rect x="${xL - 8}" y="${G - 20}" width="8" height="${footTop - G + 20}" fill="#a77d45"/>` +
    [0, 1, 2, 3].map((i) => `<rect x="${xL - 44}" y="${G + 20 + i * 64}" width="60" height="8" fill="#7d5b3a"/>`).join('');
  const rebar = `<rect x="${xL}" y="${G}" width="${t}" height="${footTop - G}" fill="#dcdad3"/><rect x="${xL}" y="${G}" width="${t}" height="${footTop - G}" fill="url(#rebar)"/>`;
  return sectionScene({
    seed,
    skyKind,
    wall,
    houseOpts: { siding: '#d2d7da', roof: '#3a4652', ...houseOpts },
    below: forms,
    above:
      rebar +
      `<rect x="${xL}" y="${G + 130}" width="${t}" height="${footTop - G - 130}" fill="url(#concrete)"/><rect x="${xL}" y="${G + 130}" width="${t}" height="3" fill="#9c9d98"/>`,
    over: excavator(70, G, { reach: 40 }),
  });
}

const projects = {
  'current-river-exterior-waterproofing': () =>
    exteriorScene({ callouts: false, dig: true, skyKind: 'dusk', seed: 21, houseOpts: { siding: '#c9bfae', roof: '#3b3f45' } }),
  'lively-push-pier-stabilization': () =>
    sectionScene({
      seed: 22,
      skyKind: 'winter',
      snow: true,
      houseOpts: { siding: '#a9b8c2', roof: '#2f3a44' },
      below: pushPier(S.xL - 32, -1, 1, 1) + pushPier(S.xR + 32, 1, 1, 1),
    }),
  'wolseley-stone-foundation-replacement': () =>
    replacementScene({ seed: 23, skyKind: 'day', wall: 'stone', houseOpts: { siding: 'url(#brick)', roof: '#3d3a3a', door: '#5a2f2a' } }),
  'kenora-block-wall-rebuild': () =>
    sectionScene({
      seed: 24,
      skyKind: 'day',
      wall: 'block',
      houseOpts: { siding: '#8f9f8c', roof: '#3a3f3a' },
      below:
        `<path d="M${S.xL - 200} ${S.G} L${S.xL} ${S.G} L${S.xL} ${S.footBot + 14} L${S.xL - 90} ${S.footBot + 14}Z" fill="${C.backfill}"/>` + exteriorSystem(),
    }),
  'selkirk-post-beam-floor-support': () =>
    sectionScene({ seed: 25, skyKind: 'evening', houseOpts: { siding: '#b8aa94', roof: '#2e353c' }, above: postAndBeam({ posts: [740, 860, 980] }) }),
  'sudbury-interior-drainage-sump': () =>
    sectionScene({
      seed: 26,
      skyKind: 'winter',
      snow: true,
      houseOpts: { siding: '#c3c9cc', roof: '#40464c', roofStyle: 'hip' },
      above: interiorSystem({ phase: 0.6 }),
    }),
};
const blog = {
  'advanced-exterior-waterproofing-thunder-bay': () =>
    exteriorScene({ callouts: true, seed: 31, skyKind: 'dusk', houseOpts: { siding: '#b7c4cc', roof: '#2f3b46' } }) + thermometerBadge(150, 70),
  'interior-waterproofing-systems': () =>
    sectionScene({
      seed: 32,
      skyKind: 'evening',
      snow: true,
      houseOpts: { siding: '#c8bfae', roof: '#2f363d', snow: true },
      above: interiorSystem({ phase: 0.1 }),
    }),
};
/** Materials: close-ups of the section (viewBox crops) with the product highlighted. */
const materials = {
  'cold-flex-membrane': {
    vb: [390, 330, 405, 270],
    draw: () =>
      exteriorScene({ callouts: false, seed: 41 }) +
      `<rect x="${S.xL - 9}" y="${S.G + 4}" width="11" height="${S.footTop - S.G - 4}" fill="none" stroke="${C.accent}" stroke-width="3"/>` +
      `<g transform="translate(480 380) scale(.62)">${thermometerBadge(0, 0)}</g>`,
  },
  'insulation-drainage-board': {
    vb: [430, 350, 300, 200],
    draw: () =>
      exteriorScene({ callouts: false, seed: 42 }) +
      `<rect x="${S.xL - 39}" y="${S.G + 4}" width="34" height="${S.footTop - S.G - 4}" fill="none" stroke="${C.accent}" stroke-width="2.5"/>`,
  },
  'perimeter-drainage': {
    vb: [420, 460, 270, 180],
    draw: () =>
      exteriorScene({ callouts: false, seed: 43 }) +
      `<circle cx="${S.xL - 66}" cy="${S.footBot - 6}" r="24" fill="none" stroke="${C.accent}" stroke-width="2.5"/>`,
  },
  'steel-push-piers': { vb: [465, 505, 270, 180], draw: () => sectionScene({ seed: 44, below: pushPier(S.xL - 32, -1, 1, 0) }) },
  'steel-i-beam-panels': {
    vb: [560, 300, 330, 220],
    draw: () => sectionScene({ seed: 45, wall: 'block', bowLeft: 12, crackLeft: true, above: ibeamWall({ bowLeft: 12 }) }),
  },
  'adjustable-steel-posts': { vb: [790, 300, 270, 180], draw: () => sectionScene({ seed: 46, above: postAndBeam({ posts: [900] }) }) },
};
const propertyTypes = {
  'older-stone-block-homes': () => propertyScene('older'),
  'poured-concrete-homes': () => propertyScene('poured'),
  'cottages-camps-bedrock': () => propertyScene('cottage'),
  'light-commercial-multi-unit': () => propertyScene('commercial'),
};

// ---------------------------------------------------------------------------------------
// Reels: animated frames (16:9 crop of the section) and their posters
// ---------------------------------------------------------------------------------------
const REEL_VB = [-111, 0, 1422, 800];
function lowerThird(title, caption, { vb = REEL_VB, top = false } = {}) {
  const [x, y, w, h] = vb;
  const bx = x + 44,
    by = top ? y + 30 : y + h - 142,
    bw = Math.max(560, title.length * 21 + 80);
  return (
    `<rect x="${bx}" y="${by}" width="${bw}" height="100" rx="10" fill="${C.navy}" opacity=".92"/><rect x="${bx}" y="${by}" width="10" height="100" rx="4" fill="${C.accent}"/>` +
    `<text x="${bx + 34}" y="${by + 43}" font-family="${FONT}" font-weight="700" font-size="34" fill="#fff">${esc(title)}</text>` +
    `<text x="${bx + 34}" y="${by + 78}" font-family="${FONT}" font-size="23" fill="#f3c08f">${esc(caption)}</text>` +
    `<g transform="translate(${x + w - 262} ${y + 30})"><rect width="226" height="50" rx="25" fill="#fff" opacity=".9"/><text x="113" y="33" font-family="${FONT}" font-weight="700" font-size="21" fill="${C.navy}" text-anchor="middle" letter-spacing="2">NORTHROCK</text></g>`
  );
}
const reels = {
  'exterior-waterproofing-thunder-bay': {
    title: 'Exterior waterproofing – Thunder Bay',
    seconds: 6,
    frame: (t) => {
      const p = clamp01(t / 5);
      const steps = [
        'Excavate to the footing',
        'Membrane flexible to −40°C',
        'Rigid insulation board',
        'Drainage board',
        'Weeping tile in clear stone',
        'Backfill and restore',
      ];
      const cap = steps[Math.min(5, Math.floor(p * 6))];
      const { G, xL, footTop } = S;
      return (
        sectionScene({
          seed: 3,
          skyKind: 'day',
          below:
            exteriorSystem({ p, backfill: true }) +
            waterApproach(120, G + 130, xL - 80, G + 200, 3, t / 3) +
            (p > 0.6 ? arrow(xL - 50, G + 60, xL - 50, footTop - 40, 'w', 4, '2 9') : ''),
        }) + lowerThird('Exterior waterproofing – Thunder Bay', `${cap} · 3–5 day install`)
      );
    },
  },
  'push-pier-stabilization-sudbury': {
    title: 'Push pier stabilization – Sudbury',
    seconds: 6,
    frame: (t) => {
      const depth = ease(t / 4);
      const lift = t > 4.2 ? ease((t - 4.2) / 1.2) : 0;
      const cap = t < 4.2 ? 'Steel piers driven to load-bearing strata' : 'Load transferred – house lifted and stabilized';
      return (
        sectionScene({
          seed: 5,
          skyKind: 'winter',
          snow: true,
          houseOpts: { siding: '#d6cbb8', roof: '#47403b', snow: true },
          houseDy: -7 * lift,
          below:
            pushPier(S.xL - 32, -1, depth, 0, 'tube') +
            pushPier(S.xR + 32, 1, depth, 0, 'tube') +
            (lift
              ? arrow(S.xL - 90, S.footBot + 40, S.xL - 90, S.footTop - 50, 'a', 6) + arrow(S.xR + 90, S.footBot + 40, S.xR + 90, S.footTop - 50, 'a', 6)
              : ''),
          lifted: pushPier(S.xL - 32, -1, depth, 0, 'bracket') + pushPier(S.xR + 32, 1, depth, 0, 'bracket'),
          crackLeft: lift < 0.5,
        }) + lowerThird('Push pier stabilization – Sudbury', cap, { top: true })
      );
    },
  },
  'interior-drainage-winnipeg': {
    title: 'Interior drainage & sump – Winnipeg',
    seconds: 6,
    frame: (t) =>
      sectionScene({
        seed: 7,
        skyKind: 'evening',
        snow: true,
        houseOpts: { siding: '#cfc6b6', roof: '#3b4148', snow: true },
        above: interiorSystem({ phase: t / 2 }),
      }) + lowerThird('Interior drainage & sump – Winnipeg', t < 3 ? 'Perimeter channel collects seepage' : 'Sump pump with battery backup'),
  },
};

// ---------------------------------------------------------------------------------------
// Logo, favicon, avatars
// ---------------------------------------------------------------------------------------
function mark(x, y, size, { bg = C.navy, fg = '#fff', accent = C.accent } = {}) {
  const s = size / 64;
  return (
    `<g transform="translate(${x} ${y}) scale(${f1(s * 1000) / 1000})">` +
    `<rect width="64" height="64" rx="12" fill="${bg}"/>` +
    `<path d="M10 40 L25 17 L33 29 L39 21 L54 40Z" fill="${fg}"/>` +
    `<path d="M25 17 L29.5 24 L26 24 L23 28 L21.5 23Z" fill="${bg}" opacity=".35"/>` +
    `<rect x="10" y="43" width="44" height="6" rx="1.5" fill="${fg}"/>` +
    `<path d="M10 55 Q16 51 22 55 T34 55 T46 55 T54 54" stroke="${accent}" stroke-width="3.2" fill="none" stroke-linecap="round"/></g>`
  );
}
function loadFont(file) {
  const b = readFileSync(file);
  const tables = {};
  for (let i = 0, n = b.readUInt16BE(4); i < n; i++) {
    const o = 12 + i * 16;
    tables[b.toString('latin1', o, o + 4)] = b.readUInt32BE(o + 8);
  }
  const upm = b.readUInt16BE(tables.head + 18),
    locFmt = b.readInt16BE(tables.head + 50),
    nhm = b.readUInt16BE(tables.hhea + 34);
  let sub = -1;
  for (let i = 0, cm = tables.cmap, nt = b.readUInt16BE(cm + 2); i < nt; i++)
    if (b.readUInt16BE(cm + 4 + i * 8) === 3 && b.readUInt16BE(cm + 6 + i * 8) === 1) sub = cm + b.readUInt32BE(cm + 8 + i * 8);
  const segX2 = b.readUInt16BE(sub + 6),
    ends = sub + 14,
    starts = ends + segX2 + 2,
    deltas = starts + segX2,
    ranges = deltas + segX2;
  const glyph = (code) => {
    for (let i = 0; i < segX2 / 2; i++) {
      if (code > b.readUInt16BE(ends + i * 2)) continue;
      const start = b.readUInt16BE(starts + i * 2);
      if (code < start) return 0;
      const delta = b.readInt16BE(deltas + i * 2),
        ro = b.readUInt16BE(ranges + i * 2);
      if (!ro) return (code + delta) & 0xffff;
      const g = b.readUInt16BE(ranges + i * 2 + ro + (code - start) * 2);
      return g ? (g + delta) & 0xffff : 0;
    }
    return 0;
  };
  const loca = (g) => (locFmt ? b.readUInt32BE(tables.loca + g * 4) : b.readUInt16BE(tables.loca + g * 2) * 2);
  const advance = (g) => b.readUInt16BE(tables.hmtx + Math.min(g, nhm - 1) * 4);
  const contours = (g) => {
    if (loca(g + 1) === loca(g)) return [];
    const o = tables.glyf + loca(g),
      nc = b.readInt16BE(o);
    if (nc < 0) throw new Error(`composite glyph ${g} not supported`);
    const endPts = [];
    for (let i = 0; i < nc; i++) endPts.push(b.readUInt16BE(o + 10 + i * 2));
    const np = endPts[nc - 1] + 1;
    let p = o + 10 + nc * 2;
    p += 2 + b.readUInt16BE(p);
    const flags = [];
    while (flags.length < np) {
      const fl = b[p++];
      flags.push(fl);
      if (fl & 8) for (let r = b[p++]; r > 0; r--) flags.push(fl);
    }
    const coords = (short, same) => {
      const out = [];
      let v = 0;
      for (const fl of flags) {
        if (fl & short) {
          const d = b[p++];
          v += fl & same ? d : -d;
        } else if (!(fl & same)) {
          v += b.readInt16BE(p);
          p += 2;
        }
        out.push(v);
      }
      return out;
    };
    const xs = coords(2, 16),
      ys = coords(4, 32);
    const out = [];
    let s = 0;
    for (const e of endPts) {
      const c = [];
      for (let i = s; i <= e; i++) c.push({ x: xs[i], y: ys[i], on: !!(flags[i] & 1) });
      out.push(c);
      s = e + 1;
    }
    return out;
  };
  return { upm, glyph, advance, contours };
}
/** Outline path of `text` (baseline at x, y). */
function textPath(font, text, x, y, size, tracking = 0) {
  const k = size / font.upm;
  let d = '',
    pen = x;
  for (const ch of text) {
    const g = font.glyph(ch.codePointAt(0));
    for (const c of font.contours(g)) {
      const P = (q) => `${f1(pen + q.x * k)} ${f1(y - q.y * k)}`;
      const start = c.findIndex((q) => q.on);
      const pts =
        start < 0 ? [{ x: (c[0].x + c[1].x) / 2, y: (c[0].y + c[1].y) / 2, on: true }, ...c.slice(1), c[0]] : [...c.slice(start), ...c.slice(0, start)];
      d += `M${P(pts[0])}`;
      for (let i = 1; i <= pts.length; i++) {
        const cur = pts[i % pts.length];
        if (cur.on) {
          if (i < pts.length) d += `L${P(cur)}`;
          continue;
        }
        const nx = pts[(i + 1) % pts.length];
        d += `Q${P(cur)} ${P(nx.on ? nx : { x: (cur.x + nx.x) / 2, y: (cur.y + nx.y) / 2 })}`;
        if (nx.on) i++;
      }
      d += 'Z';
    }
    pen += font.advance(g) * k + tracking;
  }
  return { d, width: pen - x - tracking };
}
function logos() {
  const bold = path.join(FONT_DIR, 'DejaVuSansCondensed-Bold.ttf'),
    reg = path.join(FONT_DIR, 'DejaVuSansCondensed-Bold.ttf');
  if (!existsSync(bold) || !existsSync(reg)) {
    console.warn('DejaVu fonts not found: logos left unchanged');
    return null;
  }
  const fb = loadFont(bold),
    fr = loadFont(reg);
  const word = textPath(fb, 'NORTHROCK', 62, 35, 34, 1.2);
  const subSize = 10.2;
  const probe = textPath(fr, 'FOUNDATION & WATERPROOFING', 0, 0, subSize, 0);
  const n = 'FOUNDATION & WATERPROOFING'.length - 1;
  const sub = textPath(fr, 'FOUNDATION & WATERPROOFING', 63, 52, subSize, (word.width - probe.width - 1) / n);
  const W = Math.ceil(62 + word.width + 2);
  const svg = (dark) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} 56" width="${W * 2}" height="112" role="img" aria-label="Northrock Foundation &amp; Waterproofing">` +
    `<title>Northrock Foundation &amp; Waterproofing</title>` +
    mark(0, 2, 52, dark ? { bg: '#ffffff', fg: C.navy, accent: C.accent } : {}) +
    `<path d="${word.d}" fill="${dark ? '#ffffff' : C.navy}"/><path d="${sub.d}" fill="${dark ? C.accentLight : C.accent}"/></svg>\n`;
  const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${mark(0, 0, 64)}</svg>\n`;
  return { light: svg(false), dark: svg(true), favicon };
}
const AVATAR_COLORS = ['#1c2b3a', '#e0782c', '#3f6f93', '#5b7a4b', '#8a5a44', '#6b5b8e', '#2f6f6a', '#9a4e36'];
function avatar(initials, i) {
  const bg = AVATAR_COLORS[i % AVATAR_COLORS.length];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><circle cx="80" cy="80" r="80" fill="${bg}"/><circle cx="80" cy="80" r="72" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="2"/>` +
    `<text x="80" y="98" font-family="${FONT}" font-weight="700" font-size="52" fill="#fff" text-anchor="middle" letter-spacing="1">${esc(initials)}</text></svg>`
  );
}
const avatars = {
  'margaret-lindqvist': 'ML',
  'daniel-beaulieu': 'DB',
  'priya-raman': 'PR',
  'tom-kowalchuk': 'TK',
  'sarah-mcleod': 'SM',
  'gord-friesen': 'GF',
  'mike-tessier': 'MT',
  'jenna-halvorsen': 'JH',
};

// ---------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------
function wrap(inner, w, h, vb = [0, 0, 1200, 800]) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${vb.join(' ')}" preserveAspectRatio="xMidYMid slice">${defs()}${inner}</svg>`;
}
const sizes = [];
async function write(file, buf) {
  const out = path.join(PUBLIC, file);
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, buf);
  sizes.push([file, buf.length]);
}
async function webp(svg, file, quality = 70) {
  await write(file, await sharp(Buffer.from(svg)).webp({ quality, effort: 6, smartSubsample: true }).toBuffer());
}
/** Offline, so the slowest AVIF effort that still finishes in seconds (the worker uses 2). */
async function avif(svg, file, quality = 50) {
  await write(file, await sharp(Buffer.from(svg)).avif({ quality, effort: 6 }).toBuffer());
}
/** A content image: every width and format of services/core/src/modules/photo/image-variants.ts, at 3:2. */
async function pair(dir, name, inner, vb) {
  for (const width of variantWidths) {
    const svg = wrap(inner, width, (width * 2) / 3, vb);
    for (const format of variantFormats) {
      const file = seedVariantName(`images/${dir}/${name}`, width, format);
      if (format === 'webp') await webp(svg, file, width < 1200 ? 72 : 70);
      else await avif(svg, file);
    }
  }
}

async function renderAll() {
  for (const [name, draw] of Object.entries(services)) await pair('services', name, draw());
  for (const [name, draw] of Object.entries(projects)) await pair('projects', name, draw());
  for (const [name, draw] of Object.entries(blog)) await pair('blog', name, draw());
  for (const [name, draw] of Object.entries(propertyTypes)) await pair('property-types', name, draw());
  for (const [name, m] of Object.entries(materials)) await pair('materials', name, m.draw(), m.vb);
  for (const [name, r] of Object.entries(reels)) await webp(wrap(r.frame(r.seconds - 0.01), 1280, 720, REEL_VB), `images/reels/${name}.webp`, 72);
  let i = 0;
  for (const [name, ini] of Object.entries(avatars)) await webp(avatar(ini, i++), `images/avatars/${name}.webp`, 80);
  const l = logos();
  if (l) {
    await mkdir(path.join(PUBLIC, 'brand'), { recursive: true });
    await writeFile(path.join(PUBLIC, 'brand/northrock-logo.svg'), l.light);
    await writeFile(path.join(PUBLIC, 'brand/northrock-logo-light.svg'), l.dark);
    await writeFile(path.join(PUBLIC, 'favicon.svg'), l.favicon);
  }
  const total = sizes.reduce((a, [, n]) => a + n, 0);
  for (const [f, n] of sizes) console.log(`${(n / 1024).toFixed(1).padStart(6)} KB  ${f}`);
  console.log(`${sizes.length} images, ${(total / 1024).toFixed(0)} KB`);
}

async function renderReelFrames(dir, fps = 24) {
  for (const [name, r] of Object.entries(reels)) {
    const out = path.join(dir, name);
    await mkdir(out, { recursive: true });
    const n = Math.round(r.seconds * fps);
    for (let i = 0; i < n; i++) {
      const svg = wrap(r.frame(i / fps), 640, 360, REEL_VB);
      await sharp(Buffer.from(svg))
        .png({ compressionLevel: 1 })
        .toFile(path.join(out, `${String(i + 1).padStart(4, '0')}.png`));
    }
    console.log(`${name}: ${n} frames`);
  }
}

const args = process.argv.slice(2);
if (args[0] === '--reel-frames') await renderReelFrames(path.resolve(args[1] ?? 'reel-frames'));
else await renderAll();
