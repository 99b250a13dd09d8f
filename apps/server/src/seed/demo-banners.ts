import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { BANNER_IMAGE_SIZE, ROUTES } from '@ilteo/contract';
import { banner, storedFile } from '../db/schema';
import type { FileStorage } from '../modules/files';
import type { DemoSeed } from './demo-seed';

/**
 * Three demo banners for the main page's carousel (decision 0044), with
 * original images drawn here, byte for byte the same on every run: a
 * two-colour diagonal field with a row of circles, as a 3:1 PNG. No text is
 * drawn (there is no font here); each banner's alt text says what it
 * advertises. Images sit at half the banner box, enough for a demo.
 */

type Rgb = readonly [number, number, number];

interface DemoBanner {
  saveName: string;
  title: string;
  altText: string;
  linkUrl: string;
  colours: { from: Rgb; to: Rgb; dots: Rgb };
}

export const DEMO_BANNERS: readonly DemoBanner[] = [
  {
    saveName: 'demo-banner-guide-000000000001.png',
    title: '취업 가이드',
    altText: '취업 가이드: 면접과 이력서 작성 요령을 한곳에서 읽어 보세요.',
    linkUrl: ROUTES.guideList.path,
    colours: { from: [25, 190, 212], to: [10, 111, 125], dots: [232, 248, 251] },
  },
  {
    saveName: 'demo-banner-certi-000000000002.png',
    title: '자격증 일정',
    altText: '자격증 정보: 올해 남은 시험 일정과 접수 기간을 확인하세요.',
    linkUrl: ROUTES.certiList.path,
    colours: { from: [255, 196, 77], to: [214, 120, 20], dots: [255, 244, 214] },
  },
  {
    saveName: 'demo-banner-recrt-000000000003.png',
    title: '채용정보',
    altText: '채용정보: 지역과 직무로 지금 열린 공고를 찾아보세요.',
    linkUrl: ROUTES.recruitList.path,
    colours: { from: [110, 94, 214], to: [52, 40, 140], dots: [236, 233, 255] },
  },
];

const WIDTH = BANNER_IMAGE_SIZE.width / 2;
const HEIGHT = BANNER_IMAGE_SIZE.height / 2;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Four circles along the right half, growing to the right. */
const CIRCLES = [0, 1, 2, 3].map((k) => ({
  cx: WIDTH * (0.5 + 0.13 * k),
  cy: HEIGHT * 0.55,
  r: HEIGHT * (0.1 + 0.05 * k),
}));

const mix = (a: number, b: number, t: number) => Math.round(a + (b - a) * t);

/** One banner's PNG (8-bit RGB, no interlace). */
export function drawDemoBanner({ from, to, dots }: DemoBanner['colours']): Buffer {
  const row = WIDTH * 3 + 1;
  const raw = Buffer.alloc(row * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    raw[y * row] = 0; // filter: none
    for (let x = 0; x < WIDTH; x++) {
      const t = Math.min(1, (x + y) / (WIDTH * 0.9));
      const inDot = CIRCLES.some(({ cx, cy, r }) => (x - cx) ** 2 + (y - cy) ** 2 < r * r);
      const colour = inDot
        ? dots
        : ([mix(from[0], to[0], t), mix(from[1], to[1], t), mix(from[2], to[2], t)] as const);
      raw.set(colour, y * row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const ymd = (at: Date) => new Date(at.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * The demo banners' rows: their images as public, attached files owned by
 * no member (so the clean-up and releases leave them be), and the banners on
 * the main page from yesterday for a year. The bytes are written by
 * writeDemoBannerImages, which start-up runs with the storage.
 */
export const demoBannersSeed: DemoSeed = {
  name: 'demo-banners',
  async run(tx) {
    const now = new Date();
    await tx.insert(storedFile).values(
      DEMO_BANNERS.map((b) => {
        const bytes = drawDemoBanner(b.colours);
        return {
          saveName: b.saveName,
          originalName: `${b.title}.png`,
          ext: 'png',
          mime: 'image/png',
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          ownerId: null,
          attachedAt: now,
          visibility: 'public',
        };
      }),
    );
    await tx.insert(banner).values(
      DEMO_BANNERS.map((b, i) => ({
        target: 'main',
        title: b.title,
        imageSaveName: b.saveName,
        altText: b.altText,
        linkUrl: b.linkUrl,
        startsOn: ymd(new Date(now.getTime() - DAY_MS)),
        endsOn: ymd(new Date(now.getTime() + 365 * DAY_MS)),
        sortOrder: (i + 1) * 10,
      })),
    );
  },
};

/** Puts any demo banner image the storage lacks (a fresh data directory, a wiped upload folder). */
export async function writeDemoBannerImages(storage: FileStorage): Promise<void> {
  for (const b of DEMO_BANNERS) {
    const stream = await storage.get(b.saveName);
    if (stream) {
      stream.destroy();
      continue;
    }
    await storage.put(b.saveName, drawDemoBanner(b.colours));
  }
}
