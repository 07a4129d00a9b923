import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import QRCode from 'qrcode';
import { chromiumLaunch } from '../support/chromium';
import { PORT_BASE } from '../support/env';
import { mainDatabase } from '../support/database';
import { insertFair } from '../support/fairs';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * The check-in desk scans a ticket with the camera: Chromium's fake camera shows a ticket's QR
 * image (a video file drawn here from the `qrcode` library's matrix), the page reads it and
 * checks the ticket in through the same call as a typed code.
 */

const CODE = 'TCAMERA2026QR';
const FAIR = `Camera check-in fair ${Date.now().toString(36)}`;

/** A two-frame 640 × 480 Y4M video (4:2:0) of the QR code of `text`, dark on white, centred. */
function qrVideo(text: string): string {
  const width = 640;
  const height = 480;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = 8;
  const side = (modules.size + 8) * scale;
  const left = (width - side) / 2;
  const top = (height - side) / 2;
  const luma = Buffer.alloc(width * height, 235);
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col))
        for (let y = 0; y < scale; y++)
          luma.fill(
            16,
            (top + (row + 4) * scale + y) * width + left + (col + 4) * scale,
            (top + (row + 4) * scale + y) * width + left + (col + 5) * scale,
          );
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = path.join(os.tmpdir(), `rcwb-fake-camera-${PORT_BASE}.y4m`);
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]),
  );
  return file;
}

test.use({
  viewport: { width: 390, height: 844 },
  launchOptions: {
    ...chromiumLaunch,
    args: [
      ...chromiumLaunch.args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${qrVideo(CODE)}`,
    ],
  },
});

let db: pg.Client;

test.beforeAll(async () => {
  db = await mainDatabase();
  const fairId = await insertFair(db, FAIR);
  await db.query(
    `INSERT INTO fair_ticket (fair_id, person_id, code)
     SELECT $1, id, $2 FROM account WHERE username = 'person'`,
    [fairId, CODE],
  );
});
test.afterAll(() => db?.end());

test('a ticket held up to the camera is read and checked in', async ({ page }) => {
  await signIn(page, 'reviewer');
  await page.goto('/rcwb/g07/g070108/checkIn');
  const fair = page.getByLabel('Job fair', { exact: true });
  await fair.click();
  await fair.fill(FAIR);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Scan with camera' }).click();
  const result = page.getByTestId('checkin-result');
  await expect(result).toContainText('Visitor checked in:', { timeout: 30_000 });
  // The camera is off again and the field is empty for the next visitor.
  await expect(page.getByTestId('camera-scanner')).toHaveCount(0);
  await expect(page.getByLabel('Ticket or check-in code', { exact: true })).toHaveValue('');
});
