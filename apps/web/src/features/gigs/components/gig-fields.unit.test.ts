import { describe, expect, it } from 'vitest';
import type { CardRow, GigRow } from '../api/gigs';
import { cardFromForm, cardToForm, gigFromForm, gigToForm } from './gig-fields';

const gig = {
  id: 1,
  title: '门锁维修',
  category: 'repairs',
  payAmount: 180,
  payUnit: 'day',
  startDate: '2026-11-26',
  endDate: '2026-11-28',
  dailyStart: '08:00',
  dailyEnd: '17:00',
  area: '350104',
  address: '温泉路 12 号',
  lat: 26.0465,
  lng: 119.2735,
  headcount: 1,
  skills: [],
  description: '',
  contactName: '刘阳',
  contactPhone: '13800000000',
} as unknown as GigRow;

const card = {
  id: 2,
  categories: ['cleaning'],
  skills: [],
  areas: ['350102'],
  days: [6, 7],
  timeFrom: '08:00',
  timeTo: '18:00',
  expectedPay: 25,
  payUnit: 'hour',
  intro: '',
  lat: 26.09,
  lng: 119.31,
  photoFileId: 'f1',
  photoUrl: '/files/ab12',
} as unknown as CardRow;

describe('gig form values', () => {
  it('hold the place as one map point and give it back as latitude and longitude', () => {
    const form = gigToForm(gig);
    expect(form.point).toEqual({ lat: 26.0465, lng: 119.2735 });
    expect(form).not.toHaveProperty('lat');
    const back = gigFromForm(form as Parameters<typeof gigFromForm>[0]);
    expect(back).toMatchObject({ lat: 26.0465, lng: 119.2735, startDate: '2026-11-26' });
    expect(back).not.toHaveProperty('point');
  });
});

describe('worker card form values', () => {
  it('hold the photo as its file and address, and send only the file id', () => {
    const form = cardToForm(card);
    expect(form).toMatchObject({
      photo: { id: 'f1', url: '/files/ab12' },
      point: { lat: 26.09, lng: 119.31 },
    });
    const back = cardFromForm(form as Parameters<typeof cardFromForm>[0]);
    expect(back).toMatchObject({ photoFileId: 'f1', lat: 26.09, lng: 119.31, days: [6, 7] });
    expect(back).not.toHaveProperty('photo');
    expect(back).not.toHaveProperty('photoUrl');
    expect(
      cardFromForm({ ...(form as Parameters<typeof cardFromForm>[0]), photo: null }).photoFileId,
    ).toBeNull();
  });
});
