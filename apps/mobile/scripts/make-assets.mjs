// Draws the app's icons and splash screens (brand colour #19BED4, the web's
// "일" logo mark as plain geometry) straight into the PNG files the Android
// and iOS projects use, at the sizes already there. No image tools needed:
// `node apps/mobile/scripts/make-assets.mjs`. Run again after `cap add`.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const mobile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BRAND = [0x19, 0xbe, 0xd4];
const WHITE = [0xff, 0xff, 0xff];

// "일" in a unit box: ㅇ top left, ㅣ on the right, ㄹ below.
const T = 0.075;
const rects = [
  [0.7, 0.08, 0.785, 0.56], // ㅣ
  [0.2, 0.6, 0.785, 0.6 + T], // ㄹ top
  [0.785 - T, 0.6, 0.785, 0.74 + T], // ㄹ right
  [0.2, 0.74, 0.785, 0.74 + T], // ㄹ middle
  [0.2, 0.74, 0.2 + T, 0.88 + T], // ㄹ left
  [0.2, 0.88, 0.785, 0.88 + T], // ㄹ bottom
];
function inGlyph(x, y) {
  const dx = x - 0.37;
  const dy = y - 0.3;
  const d2 = dx * dx + dy * dy;
  if (d2 <= 0.205 * 0.205 && d2 >= 0.125 * 0.125) return true; // ㅇ
  return rects.some(([x0, y0, x1, y1]) => x >= x0 && x <= x1 && y >= y0 && y <= y1);
}

/**
 * One image: a background (brand, or none for adaptive foregrounds), clipped
 * to a circle for round icons, and the glyph filling `scale` of the shorter side.
 */
function draw(width, height, { scale, background, round = false, opaque = false }) {
  const data = Buffer.alloc(width * height * 4);
  const side = Math.min(width, height) * scale;
  const left = (width - side) / 2;
  const top = (height - side) / 2;
  const S = 4; // 4×4 samples per pixel for smooth edges
  for (let py = 0; py < height; py += 1) {
    for (let px = 0; px < width; px += 1) {
      let glyph = 0;
      let inside = 0;
      const nearGlyph =
        px >= left - 1 && px <= left + side + 1 && py >= top - 1 && py <= top + side + 1;
      for (let sy = 0; sy < S; sy += 1) {
        for (let sx = 0; sx < S; sx += 1) {
          const x = px + (sx + 0.5) / S;
          const y = py + (sy + 0.5) / S;
          const inShape =
            !round || (x - width / 2) ** 2 + (y - height / 2) ** 2 <= (width / 2) ** 2;
          if (!inShape) continue;
          inside += 1;
          if (nearGlyph && inGlyph((x - left) / side, (y - top) / side)) glyph += 1;
        }
      }
      const coverage = inside / (S * S);
      const g = inside ? glyph / inside : 0;
      const bg = background ?? WHITE;
      const bgAlpha = background ? coverage : 0;
      // White glyph over the background; alpha of the two layers combined.
      const alpha = g * coverage + bgAlpha * (1 - g);
      const i = (py * width + px) * 4;
      for (let c = 0; c < 3; c += 1) {
        const value = alpha ? (WHITE[c] * g * coverage + bg[c] * bgAlpha * (1 - g)) / alpha : 0;
        data[i + c] = Math.round(value);
      }
      data[i + 3] = Math.round(alpha * 255);
      if (opaque) {
        // iOS refuses app icons with transparency.
        data[i + 3] = 255;
      }
    }
  }
  return encodePng(width, height, data, opaque);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, body) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}
function encodePng(width, height, rgba, opaque) {
  const channels = opaque ? 3 : 4;
  const raw = Buffer.alloc((width * channels + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * channels + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x += 1) {
      const from = (y * width + x) * 4;
      rgba.copy(raw, row + 1 + x * channels, from, from + channels);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = opaque ? 2 : 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function sizeOf(file) {
  const png = readFileSync(file);
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

function write(file, options) {
  const [width, height] = sizeOf(file);
  writeFileSync(file, draw(width, height, options));
  console.info(`${path.relative(mobile, file)} ${width}×${height}`);
}

const res = path.join(mobile, 'android/app/src/main/res');
for (const dir of readdirSync(res)) {
  const at = (name) => path.join(res, dir, name);
  if (dir.startsWith('mipmap-') && !dir.includes('anydpi')) {
    write(at('ic_launcher.png'), { scale: 0.56, background: BRAND });
    write(at('ic_launcher_round.png'), { scale: 0.5, background: BRAND, round: true });
    // Adaptive icons: only the middle 66 % of the 108 dp layer is sure to show.
    write(at('ic_launcher_foreground.png'), { scale: 0.36 });
  }
  if (dir === 'drawable' || dir.startsWith('drawable-land') || dir.startsWith('drawable-port')) {
    write(at('splash.png'), { scale: 0.22, background: BRAND });
  }
}
const assets = path.join(mobile, 'ios/App/App/Assets.xcassets');
write(path.join(assets, 'AppIcon.appiconset/AppIcon-512@2x.png'), {
  scale: 0.56,
  background: BRAND,
  opaque: true,
});
for (const name of ['splash-2732x2732.png', 'splash-2732x2732-1.png', 'splash-2732x2732-2.png']) {
  write(path.join(assets, 'Splash.imageset', name), {
    scale: 0.16,
    background: BRAND,
    opaque: true,
  });
}
