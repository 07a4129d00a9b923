import zlib from 'node:zlib';
import { and, eq, isNull } from 'drizzle-orm';
import type { TSeedStep } from '../../core/module';
import { gb01 } from '../../db/schema';
import { storeDemoFile } from '../files';

type TRgb = [number, number, number];
type TSeedDeps = Parameters<TSeedStep['run']>[0];

/** A PNG chunk: length, type, data, CRC over type and data. */
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(zlib.crc32(body), body.length + 4);
  return out;
};

/**
 * An RGB PNG drawn by `pixel` (no image library, nothing downloaded): the demo organisations'
 * pictures are made at seed time.
 */
export function drawPng(width: number, height: number, pixel: (x: number, y: number) => TRgb): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const mix = (a: TRgb, b: TRgb, t: number): TRgb =>
  [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * t)) as TRgb;

/** A round badge in the organisation's colour, with a white ring: a logo without text. */
const logoPng = (colour: TRgb) =>
  drawPng(128, 128, (x, y) => {
    const r = Math.hypot(x - 63.5, y - 63.5);
    if (r > 60) return [255, 255, 255];
    if (r > 40 && r < 48) return [255, 255, 255];
    return colour;
  });

/** A sky-to-ground scene with a building block: a photo stand-in, one shade per photo. */
const photoPng = (colour: TRgb, n: number) =>
  drawPng(400, 300, (x, y) => {
    const left = 60 + n * 90;
    if (x >= left && x < left + 120 && y >= 90 && y < 240)
      return (x - left) % 30 < 22 && (y - 90) % 30 < 20 ? [220, 235, 250] : mix(colour, [40, 40, 40], 0.3);
    return y < 240 ? mix([150, 200, 245], [235, 245, 255], y / 240) : [110, 150, 90];
  });

const storePicture = (deps: Pick<TSeedDeps, 'db' | 'config'>, ownerId: number, name: string, bytes: Buffer) =>
  storeDemoFile(deps, ownerId, { kind: 'image', name, mime: 'image/png', bytes });

const PALETTE: TRgb[] = [
  [9, 88, 217],
  [212, 56, 13],
  [56, 158, 13],
  [114, 46, 209],
  [8, 151, 156],
];

/**
 * A logo and three photos for every demo organisation that has none yet (approved ones keep
 * their approval: the pictures are part of the demo data, not an edit). Runs once per database;
 * an organisation that already has a logo is left alone.
 */
export const demoOrgImagesSeed: TSeedStep = {
  name: 'accounts:demo-org-images',
  demo: true,
  async run({ db, config }) {
    const orgs = await db
      .select({ id: gb01.accountId })
      .from(gb01)
      .where(isNull(gb01.logoFileId))
      .orderBy(gb01.accountId);
    for (const [i, { id }] of orgs.entries()) {
      const colour = PALETTE[i % PALETTE.length]!;
      const logo = await storePicture({ db, config }, id, 'logo.png', logoPng(colour));
      const photos = [];
      for (let n = 0; n < 3; n++)
        photos.push(await storePicture({ db, config }, id, `photo-${n + 1}.png`, photoPng(colour, n)));
      await db
        .update(gb01)
        .set({ logoFileId: logo, photoFileIds: photos })
        .where(and(eq(gb01.accountId, id), isNull(gb01.logoFileId)));
    }
  },
};
