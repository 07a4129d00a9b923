import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { files } from '../src/db/schema';
import { ownedFile } from './accounts-helpers';
import { makePerson } from './deliveries-helpers';
import { cardForm, gigForm, publishGig, rowsOf } from './gigs-helpers';
import { testAppWith } from './test-app-helpers';

const { t, api, tokens } = testAppWith(['reviewer']);
const [reviewer] = tokens;
let employer: Awaited<ReturnType<typeof makePerson>>;
let worker: Awaited<ReturnType<typeof makePerson>>;
let other: Awaited<ReturnType<typeof makePerson>>;

beforeAll(async () => {
  employer = await makePerson(t, '郑雇主');
  worker = await makePerson(t, '吴师傅');
  other = await makePerson(t, '许路人');
});

/** Xiamen's Siming district: a real place, but not in Fuzhou, the city of the form's district. */
const XIAMEN = { lat: 24.45, lng: 118.08 };

describe("a gig's map point", () => {
  it('is refused outside the city of its district and kept inside it', async () => {
    const outside = await api.post('/gig/my', gigForm({ area: '350102', ...XIAMEN }), employer.token);
    expect(outside.body).toMatchObject({ code: 601, data: { fields: { lat: 'gigs.pointOutside' } } });
    // The same point is fine for a gig in Xiamen.
    const xiamen = await api.post<{ lat: number; lng: number }>(
      '/gig/my',
      gigForm({ area: '350203', ...XIAMEN }),
      employer.token,
    );
    expect(xiamen.body).toMatchObject({ code: 200, data: XIAMEN });
  });

  it('is where the distance search measures from', async () => {
    const point = { lat: 26.0612, lng: 119.3344 };
    const id = await publishGig(api, employer.token, reviewer, { title: '门锁维修', ...point });
    const near = await api.get<{ id: number; distanceKm: number }>('/gig/public/list', {
      sort: 'distance',
      ...point,
      radiusKm: 1,
      limit: 50,
    });
    expect(rowsOf(near).find((r) => r.id === id)).toMatchObject({ distanceKm: 0 });
  });

  it("keeps a worker's starting point inside the region", async () => {
    const outside = await api.put('/worker-card/my', cardForm({ lat: 31.23, lng: 121.47 }), other.token);
    expect(outside.body).toMatchObject({ code: 601, data: { fields: { lat: 'gigs.homeOutside' } } });
  });
});

describe("a worker card's photo", () => {
  it('takes only the person’s own picture, shows it to them and the reviewer, and to the market once published', async () => {
    const theirs = await ownedFile(t, other.id, 'image/png', 'image');
    const notAPicture = await ownedFile(t, worker.id, 'application/pdf', 'file');
    for (const file of [theirs, notAPicture]) {
      const res = await api.put('/worker-card/my', cardForm({ photoFileId: file.id }), worker.token);
      expect(res.body).toMatchObject({ code: 601 });
    }

    const photo = await ownedFile(t, worker.id, 'image/png', 'image');
    const url = `/files/${photo.storageKey}`;
    const saved = await api.put<{ id: number; photoFileId: string; photoUrl: string }>(
      '/worker-card/my',
      cardForm({ photoFileId: photo.id, skills: ['相片核验'] }),
      worker.token,
    );
    expect(saved.body).toMatchObject({ code: 200, data: { photoFileId: photo.id, photoUrl: url } });
    const cardId = saved.body.data!.id;
    const market = async () =>
      rowsOf(await api.get('/worker-card/public/list', { keyword: '相片核验', limit: 50 })).find(
        (r) => r.id === cardId,
      );

    // Under review: the reviewer sees the photo, the market does not show the card at all.
    expect((await api.post('/worker-card/my/submit', {}, worker.token)).body.code).toBe(200);
    expect(await market()).toBeUndefined();
    const review = await api.get<{ photoUrl: string }>(`/worker-card/review/${cardId}`, undefined, reviewer);
    expect(review.body).toMatchObject({ code: 200, data: { photoUrl: url } });

    expect((await api.post(`/worker-card/review/${cardId}/approve`, {}, reviewer)).body.code).toBe(200);
    expect(await market()).toMatchObject({ photoUrl: url });

    // A photo the person deleted is no longer shown anywhere.
    await t.deps.db.update(files).set({ deletedAt: new Date() }).where(eq(files.id, photo.id));
    expect(await market()).toMatchObject({ photoUrl: null });
    expect((await api.get('/worker-card/my', undefined, worker.token)).body).toMatchObject({
      data: { photoUrl: null },
    });
  });
});
