import sharp from 'sharp';

/**
 * Demo pictures drawn locally: SVG built here, rasterised to WebP by sharp. No network, and the
 * same input always gives the same picture, so the demo catalogue needs no image bank.
 */

/**
 * One drawing per kind of product, so a steering wheel cover never shows as a door panel:
 * `seat` a front seat, `bench` a rear bench, `seat-set` both, `boot` a gear lever boot,
 * `handbrake` a handbrake lever boot, `liner` a boot (trunk) liner.
 */
export const PRODUCT_SHAPES = [
  'seat',
  'bench',
  'seat-set',
  'headrest',
  'foam',
  'foam-sheet',
  'door',
  'shelf',
  'boot',
  'handbrake',
  'wheel',
  'mat',
  'armrest',
  'liner',
] as const;
export type ProductShape = (typeof PRODUCT_SHAPES)[number];

const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
}

/** Mixes a #rrggbb colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channels = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const target = amount > 0 ? 255 : 0;
    return Math.round(c + (target - c) * Math.abs(amount));
  });
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function isLight(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255) > 150;
}

function defs(hex: string): string {
  return `<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f7f5"/><stop offset="1" stop-color="#e4e4e1"/></linearGradient>
  <linearGradient id="fill" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(hex, 0.28)}"/><stop offset="0.55" stop-color="${hex}"/><stop offset="1" stop-color="${shade(hex, -0.35)}"/></linearGradient>
  <linearGradient id="dark" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(hex, -0.15)}"/><stop offset="1" stop-color="${shade(hex, -0.5)}"/></linearGradient>
  <radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
</defs>`;
}

function stitch(hex: string): string {
  return isLight(hex) ? shade(hex, -0.45) : shade(hex, 0.55);
}

const seatBody = (
  hex: string,
) => `<rect x="186" y="40" width="92" height="62" rx="24" fill="url(#fill)"/>
    <rect x="214" y="100" width="10" height="22" fill="#777"/><rect x="240" y="100" width="10" height="22" fill="#777"/>
    <path d="M150 130 Q232 108 314 130 L334 300 Q232 320 130 300 Z" fill="url(#fill)"/>
    <path d="M172 150 Q232 134 292 150 L306 290 Q232 304 158 290 Z" fill="none" stroke="${stitch(hex)}" stroke-width="3" stroke-dasharray="7 6"/>
    <path d="M116 300 Q232 280 348 300 L366 388 Q232 414 98 388 Z" fill="url(#dark)"/>
    <path d="M140 318 Q232 302 324 318 L336 376 Q232 396 128 376 Z" fill="none" stroke="${stitch(hex)}" stroke-width="3" stroke-dasharray="7 6"/>
    <line x1="232" y1="136" x2="232" y2="296" stroke="${stitch(hex)}" stroke-width="2" stroke-dasharray="7 6"/>`;

/** A rear bench seen from the front: a wide 1/3 – 2/3 backrest, three headrests, one cushion. */
const benchBody = (
  hex: string,
) => `${[96, 206, 316].map((x) => `<rect x="${x}" y="70" width="56" height="40" rx="16" fill="url(#fill)"/><rect x="${x + 24}" y="108" width="8" height="18" fill="#777"/>`).join('')}
    <path d="M60 130 Q232 112 404 130 L414 290 Q232 306 50 290 Z" fill="url(#fill)"/>
    <line x1="180" y1="124" x2="176" y2="296" stroke="${shade(hex, -0.45)}" stroke-width="4"/>
    <path d="M78 148 Q232 132 386 148 L394 278 Q232 292 70 278 Z" fill="none" stroke="${stitch(hex)}" stroke-width="3" stroke-dasharray="7 6"/>
    <path d="M40 290 Q232 272 424 290 L436 372 Q232 396 28 372 Z" fill="url(#dark)"/>
    <path d="M62 304 Q232 290 402 304 L410 360 Q232 380 54 360 Z" fill="none" stroke="${stitch(hex)}" stroke-width="3" stroke-dasharray="7 6"/>`;

const EXTRA_SHAPES: Record<
  Exclude<ProductShape, 'seat' | 'foam' | 'door' | 'shelf' | 'boot' | 'mat'>,
  (hex: string) => string
> = {
  bench: (hex) =>
    `<ellipse cx="232" cy="400" rx="200" ry="20" fill="url(#shadow)"/>${benchBody(hex)}`,
  'seat-set': (hex) => `<ellipse cx="232" cy="420" rx="200" ry="20" fill="url(#shadow)"/>
    <g transform="translate(150 40) scale(0.68)">${benchBody(hex)}</g>
    <g transform="translate(-30 100) scale(0.72)">${seatBody(hex)}</g>
    <g transform="translate(150 130) scale(0.72)">${seatBody(hex)}</g>`,
  headrest: (hex) => `<ellipse cx="232" cy="410" rx="130" ry="18" fill="url(#shadow)"/>
    <rect x="190" y="250" width="14" height="140" rx="4" fill="#8a8a8a"/><rect x="260" y="250" width="14" height="140" rx="4" fill="#8a8a8a"/>
    <rect x="110" y="80" width="244" height="190" rx="70" fill="url(#fill)"/>
    <rect x="134" y="102" width="196" height="146" rx="56" fill="none" stroke="${stitch(hex)}" stroke-width="3" stroke-dasharray="7 6"/>
    <path d="M120 200 Q232 230 344 200" fill="none" stroke="${shade(hex, -0.4)}" stroke-width="3"/>`,
  'foam-sheet': (hex) => `<ellipse cx="232" cy="400" rx="190" ry="20" fill="url(#shadow)"/>
    ${[0, 1, 2]
      .map((i) => {
        const y = 300 - i * 60;
        return `<path d="M50 ${y} L300 ${y - 40} L420 ${y} L170 ${y + 40} Z" fill="${shade(hex, 0.3 - i * 0.05)}"/><path d="M50 ${y} L170 ${y + 40} L170 ${y + 62} L50 ${y + 22} Z" fill="${shade(hex, -0.15)}"/><path d="M170 ${y + 40} L420 ${y} L420 ${y + 22} L170 ${y + 62} Z" fill="${shade(hex, -0.3)}"/>`;
      })
      .join('')}
    <path d="M90 150 L300 110" stroke="#555" stroke-width="2" stroke-dasharray="10 6"/>`,
  handbrake: (hex) => `<ellipse cx="232" cy="420" rx="160" ry="20" fill="url(#shadow)"/>
    <rect x="60" y="330" width="344" height="70" rx="18" fill="#2c2c2e"/>
    <path d="M120 340 L344 340 L300 250 L170 250 Z" fill="url(#fill)"/>
    ${[270, 292, 314].map((y) => `<path d="M${150 - (y - 250) / 2} ${y} L${314 + (y - 250) / 2} ${y}" stroke="${shade(hex, -0.45)}" stroke-width="3"/>`).join('')}
    <path d="M235 252 L235 340" stroke="${stitch(hex)}" stroke-width="2" stroke-dasharray="6 5"/>
    <path d="M190 258 L380 120 Q396 108 406 122 Q414 136 398 146 L226 266 Z" fill="#1f1f1f"/>
    <rect x="352" y="118" width="30" height="14" rx="6" transform="rotate(-36 367 125)" fill="#9a9a9a"/>`,
  wheel: (hex) => `<ellipse cx="232" cy="420" rx="150" ry="18" fill="url(#shadow)"/>
    <circle cx="232" cy="224" r="170" fill="url(#fill)"/>
    <circle cx="232" cy="224" r="132" fill="url(#bg)"/>
    <circle cx="232" cy="224" r="151" fill="none" stroke="${stitch(hex)}" stroke-width="3" stroke-dasharray="7 6"/>
    <path d="M104 210 L196 200 L268 200 L360 210 L360 246 L270 262 L250 356 L214 356 L194 262 L104 246 Z" fill="#2a2a2c"/>
    <circle cx="232" cy="228" r="36" fill="#3d3d40"/><circle cx="232" cy="228" r="14" fill="#8a8a8a"/>`,
  armrest: (hex) => `<ellipse cx="232" cy="410" rx="160" ry="18" fill="url(#shadow)"/>
    <path d="M120 250 L344 250 L330 390 L134 390 Z" fill="#2f2f31"/>
    <path d="M100 170 Q100 130 150 130 L330 130 Q370 130 370 170 L370 230 Q370 260 330 260 L140 260 Q100 260 100 230 Z" fill="url(#fill)"/>
    <path d="M122 160 Q124 150 150 150 L326 150 Q348 150 348 170 L348 222 Q348 240 326 240 L146 240 Q122 240 122 222 Z" fill="none" stroke="${stitch(hex)}" stroke-width="3" stroke-dasharray="7 6"/>
    <rect x="220" y="262" width="24" height="10" rx="3" fill="#888"/>`,
  liner: (hex) => `<ellipse cx="232" cy="410" rx="200" ry="18" fill="url(#shadow)"/>
    <path d="M40 190 L424 190 L404 380 L60 380 Z" fill="url(#dark)"/>
    <path d="M70 120 L394 120 L424 190 L40 190 Z" fill="url(#fill)"/>
    <path d="M86 206 L378 206 L364 360 L100 360 Z" fill="url(#fill)"/>
    ${[236, 266, 296, 326].map((y) => `<line x1="${100 - (y - 206) / 12}" y1="${y}" x2="${378 - (y - 206) / 12}" y2="${y}" stroke="${shade(hex, -0.4)}" stroke-width="5"/>`).join('')}`,
};

const SHAPES: Record<ProductShape, (hex: string) => string> = {
  seat: (hex) =>
    `<ellipse cx="232" cy="420" rx="150" ry="22" fill="url(#shadow)"/>${seatBody(hex)}`,
  foam: (hex) => `<ellipse cx="232" cy="392" rx="170" ry="24" fill="url(#shadow)"/>
    <path d="M70 200 L290 150 L400 210 L180 262 Z" fill="${shade(hex, 0.25)}"/>
    <path d="M70 200 L180 262 L180 372 L70 310 Z" fill="${shade(hex, -0.12)}"/>
    <path d="M180 262 L400 210 L400 320 L180 372 Z" fill="${shade(hex, -0.25)}"/>
    ${Array.from({ length: 60 }, (_, i) => `<circle cx="${190 + ((i * 37) % 200)}" cy="${280 + ((i * 53) % 70) - (((i * 37) % 200) * 50) / 220}" r="${1.5 + (i % 3)}" fill="${shade(hex, -0.4)}" opacity="0.5"/>`).join('')}`,
  door: (hex) => `<ellipse cx="232" cy="424" rx="160" ry="18" fill="url(#shadow)"/>
    <path d="M90 60 L380 60 Q400 60 400 84 L392 396 Q390 412 372 412 L104 412 Q86 412 84 396 L72 84 Q72 60 90 60 Z" fill="#3a3a3c"/>
    <path d="M100 90 L372 90 L366 250 L108 250 Z" fill="url(#fill)"/>
    <path d="M114 102 L358 102 L353 238 L121 238 Z" fill="none" stroke="${stitch(hex)}" stroke-width="3" stroke-dasharray="7 6"/>
    <rect x="104" y="258" width="260" height="36" rx="14" fill="url(#dark)"/>
    <rect x="290" y="112" width="50" height="16" rx="8" fill="#bdbdbd"/>
    <circle cx="170" cy="346" r="42" fill="#2a2a2a"/><circle cx="170" cy="346" r="30" fill="none" stroke="#555" stroke-width="4"/>`,
  shelf: (hex) => `<ellipse cx="232" cy="360" rx="190" ry="20" fill="url(#shadow)"/>
    <path d="M40 300 L424 300 L372 150 L92 150 Z" fill="url(#fill)"/>
    <path d="M40 300 L424 300 L424 320 L40 320 Z" fill="url(#dark)"/>
    <ellipse cx="130" cy="250" rx="46" ry="22" fill="#222"/><ellipse cx="130" cy="250" rx="32" ry="14" fill="none" stroke="#555" stroke-width="3"/>
    <ellipse cx="334" cy="250" rx="46" ry="22" fill="#222"/><ellipse cx="334" cy="250" rx="32" ry="14" fill="none" stroke="#555" stroke-width="3"/>
    <path d="M70 292 L394 292 L350 162 L114 162 Z" fill="none" stroke="${stitch(hex)}" stroke-width="2" stroke-dasharray="6 6"/>`,
  boot: (hex) => `<ellipse cx="232" cy="420" rx="140" ry="20" fill="url(#shadow)"/>
    <rect x="92" y="330" width="280" height="70" rx="16" fill="#2c2c2e"/>
    <path d="M120 340 Q232 300 344 340 L270 150 L194 150 Z" fill="url(#fill)"/>
    ${[190, 225, 260, 295].map((y) => `<path d="M${180 - (y - 150) / 3} ${y} Q232 ${y + 14} ${284 + (y - 150) / 3} ${y}" fill="none" stroke="${shade(hex, -0.45)}" stroke-width="3"/>`).join('')}
    <path d="M232 152 L232 330" stroke="${stitch(hex)}" stroke-width="2" stroke-dasharray="6 5"/>
    <rect x="222" y="96" width="20" height="60" fill="#8a8a8a"/><circle cx="232" cy="84" r="40" fill="#1f1f1f"/><circle cx="220" cy="72" r="12" fill="#555"/>`,
  mat: (hex) => `<ellipse cx="232" cy="424" rx="150" ry="18" fill="url(#shadow)"/>
    <path d="M110 50 L330 50 Q360 50 364 80 L380 380 Q382 410 352 410 L120 410 Q92 410 92 382 L96 150 Q98 120 110 110 Z" fill="url(#fill)"/>
    <path d="M124 70 L322 70 Q342 70 344 92 L358 372 Q358 390 340 390 L132 390 Q114 390 114 372 L116 156 Q118 130 128 122 Z" fill="none" stroke="${stitch(hex)}" stroke-width="3" stroke-dasharray="8 6"/>
    <rect x="210" y="270" width="120" height="90" rx="10" fill="url(#dark)"/>
    ${[286, 302, 318, 334].map((y) => `<line x1="222" y1="${y}" x2="318" y2="${y}" stroke="${shade(hex, -0.6)}" stroke-width="4"/>`).join('')}`,
  ...EXTRA_SHAPES,
};

/** Open-cell texture: pores of a few sizes on a regular but uneven grid. */
function foamCloseUp(hex: string): string {
  const pores = Array.from({ length: 180 }, (_, i) => {
    const x = (i * 97) % 464;
    const y = (i * 61 + ((i * i) % 37)) % 464;
    return `<circle cx="${x}" cy="${y}" r="${3 + (i % 5) * 2}" fill="${shade(hex, -0.35)}" opacity="${0.25 + (i % 3) * 0.15}"/>`;
  });
  return `<rect x="0" y="0" width="464" height="464" fill="url(#fill)"/>${pores.join('')}`;
}

/** Product picture: a stylised object in the colour (view `main`) or a stitched close-up (`detail`). */
export function productSvg(
  shape: ProductShape,
  hex: string,
  view: 'main' | 'detail',
  size = 464,
): string {
  const body =
    view === 'main'
      ? SHAPES[shape](hex)
      : shape === 'foam'
        ? foamCloseUp(hex)
        : `<rect x="0" y="0" width="464" height="464" fill="url(#fill)"/>
    ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<path d="M${-232 + i * 116} 464 L${i * 116} 0 M${i * 116} 464 L${-232 + i * 116 + 464} 0" stroke="${shade(hex, -0.3)}" stroke-width="5"/>`).join('')}
    ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<path d="M${-226 + i * 116} 464 L${6 + i * 116} 0" stroke="${stitch(hex)}" stroke-width="2" stroke-dasharray="9 7"/>`).join('')}
    <rect x="0" y="0" width="464" height="464" fill="url(#shadow)" opacity="0.35"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 464 464">${defs(hex)}
  <rect width="464" height="464" fill="url(#bg)"/>${body}</svg>`;
}

export function swatchSvg(hex: string, size = 64): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">${defs(hex)}
  <rect width="64" height="64" fill="url(#fill)"/>
  <path d="M0 44 L44 0 M20 64 L64 20" stroke="${stitch(hex)}" stroke-width="1.5" stroke-dasharray="4 3" opacity="0.7"/></svg>`;
}

/** Splits a name on spaces or hyphens into at most two balanced lines. */
function twoLines(name: string): string[] {
  if (name.length <= 9) return [name];
  const breaks = [...name.matchAll(/[ -]/g)].map((m) => m.index ?? 0);
  if (breaks.length === 0) return [name];
  const best = breaks.reduce((a, b) =>
    Math.abs(b - name.length / 2) < Math.abs(a - name.length / 2) ? b : a,
  );
  return [name.slice(0, name[best] === '-' ? best + 1 : best), name.slice(best + 1)];
}

function textBlock(
  lines: string[],
  cx: number,
  cy: number,
  maxWidth: number,
  maxSize: number,
  fill: string,
  weight = 700,
): string {
  const longest = Math.max(...lines.map((l) => l.length), 1);
  const size = Math.min(maxSize, Math.floor(maxWidth / (longest * 0.74)));
  const top = cy - ((lines.length - 1) * size * 1.15) / 2 + size * 0.35;
  return lines
    .map(
      (line, i) =>
        `<text x="${cx}" y="${(top + i * size * 1.15).toFixed(1)}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
}

/** Brand logo: a rounded tile with the name. */
export function logoSvg(name: string, hex: string, size = 200): string {
  const fg = isLight(hex) ? '#1c1c1e' : '#ffffff';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 200 200">${defs(hex)}
  <rect x="8" y="8" width="184" height="184" rx="36" fill="url(#fill)"/>
  <rect x="18" y="18" width="164" height="164" rx="28" fill="none" stroke="${fg}" stroke-opacity="0.35" stroke-width="2"/>
  ${textBlock(twoLines(name), 100, 100, 150, 44, fg)}</svg>`;
}

/** Wide picture with a title: wallpapers, sliders, articles, promo codes, categories. */
export function bannerSvg(options: {
  width: number;
  height: number;
  hex: string;
  title: string;
  subtitle?: string;
  shape?: ProductShape;
}): string {
  const { width, height, hex, title, subtitle, shape } = options;
  const fg = isLight(hex) ? '#1c1c1e' : '#ffffff';
  // Without a title the object is centred (language-neutral covers).
  const artX = title ? width - height * 1.05 : (width - height) / 2;
  const art = shape
    ? `<g transform="translate(${artX} 0) scale(${height / 464})">${SHAPES[shape](shade(hex, isLight(hex) ? -0.25 : 0.35))}</g>`
    : '';
  const textWidth = shape ? width - height * 1.1 : width * 0.9;
  const cx = shape ? textWidth / 2 + width * 0.03 : width / 2;
  const titleLines = title.length > 22 && height >= width * 0.4 ? twoLines(title) : [title];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs(hex)}
  <rect width="${width}" height="${height}" fill="url(#fill)"/>
  <circle cx="${width * 0.1}" cy="${height * 1.1}" r="${height * 0.7}" fill="${fg}" opacity="0.06"/>
  <circle cx="${width * 0.85}" cy="${-height * 0.2}" r="${height * 0.6}" fill="${fg}" opacity="0.05"/>
  ${art}
  ${title ? textBlock(titleLines, cx, subtitle ? height * 0.42 : height / 2, textWidth * 0.9, height * 0.2, fg) : ''}
  ${subtitle ? textBlock([subtitle], cx, height * 0.7, textWidth * 0.9, height * 0.1, fg, 400) : ''}</svg>`;
}

export async function svgToWebp(svg: string, quality = 82): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality, effort: 2 }).toBuffer();
}
