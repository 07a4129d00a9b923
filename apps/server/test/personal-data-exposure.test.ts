import { beforeAll, describe, expect, it } from 'vitest';
import type { TDeliveryDetail } from '@rcwb/shared';
import { makeOrg, publishJob } from './jobs-helpers';
import { makePerson, makeResume } from './deliveries-helpers';
import { testAppWith } from './test-app-helpers';

const { t, api, tokens } = testAppWith(['reviewer', 'admin']);
const [reviewer, admin] = tokens;
let org: { id: number; token: string };
let ann: Awaited<ReturnType<typeof makePerson>>;
let annResume: number;
let annEmail: string;

beforeAll(async () => {
  org = await makeOrg(t, '闽江人才测试公司');
  ann = await makePerson(t, '郑安然');
  annResume = await makeResume(t, ann.id, { isDefault: true });
  const own = await api.get<{ person: { email: string } }>(`/resume/view/${annResume}`, undefined, ann.token);
  annEmail = own.body.data!.person.email;
});

type TPerson = { name: string; mobile: string | null; email: string | null; birthDate?: string };
const MASKED_MOBILE = /^\d{3}\*{4}\d{4}$/;

async function deliver(to = org) {
  const jobId = await publishJob(api, to.token, reviewer, { title: '档案管理员' });
  const res = await api.post<{ id: number }>('/delivery', { jobId, resumeId: annResume }, ann.token);
  expect(res.body.code).toBe(200);
  return res.body.data!.id;
}
const detail = async (id: number, token: string) =>
  (await api.get<TDeliveryDetail>(`/delivery/${id}`, undefined, token)).body.data as unknown as {
    person: TPerson;
  };

describe('one masking rule per field and audience', () => {
  it('shows the owner their resume contacts in full and staff masked (/resume/view/:id)', async () => {
    const own = await api.get<{ person: TPerson }>(`/resume/view/${annResume}`, undefined, ann.token);
    expect(own.body.data!.person).toMatchObject({ name: '郑安然', mobile: ann.mobile });
    {
      const res = await api.get<{ person: TPerson }>(`/resume/view/${annResume}`, undefined, admin);
      expect(res.body.code).toBe(200);
      const { person } = res.body.data!;
      expect(person.mobile).toMatch(MASKED_MOBILE);
      expect(person.email).not.toBe(annEmail);
      expect(person.email).toMatch(/^.\*\*\*@/);
      expect(JSON.stringify(res.body)).not.toContain(ann.mobile);
    }
  });

  it('masks mobile, e-mail and birth date in the staff view of a delivery', async () => {
    const id = await deliver();
    const staff = await detail(id, reviewer);
    expect(staff.person).toMatchObject({ name: '郑安然', birthDate: '1995-**-**' });
    expect(staff.person.mobile).toMatch(MASKED_MOBILE);
    expect(staff.person.email).toMatch(/^.\*\*\*@/);
    // The organisation the person applied to reaches them while the delivery is active.
    expect((await detail(id, org.token)).person).toMatchObject({
      mobile: ann.mobile,
      email: annEmail,
      birthDate: '1995-03-08',
    });
  });

  it('masks the birth date on the staff person screen (/system/person/:id)', async () => {
    const res = await api.get<{ birthDate: string; mobile: string }>(
      `/system/person/${ann.id}`,
      undefined,
      admin,
    );
    expect(res.body.data).toMatchObject({ birthDate: '1995-**-**' });
    expect(res.body.data!.mobile).toMatch(MASKED_MOBILE);
  });
});

describe('contact details after a withdrawn delivery', () => {
  it('are no longer shown to the organisation, on the delivery or the talent page', async () => {
    // An organisation the person has no other active delivery with.
    const other = await makeOrg(t, '撤回测试单位');
    const id = await deliver(other);
    expect((await detail(id, other.token)).person.mobile).toBe(ann.mobile);
    expect((await api.post(`/delivery/${id}/withdraw`, {}, ann.token)).body.code).toBe(200);
    const after = await detail(id, other.token);
    expect(after.person).toMatchObject({ name: '郑*', mobile: null, email: null, birthDate: '' });
    await api.post(`/resume/my/${annResume}/visibility`, { visibility: 'public', consent: true }, ann.token);
    const talent = await api.get<{ contact: { state: string } }>(
      `/talent/${annResume}`,
      undefined,
      org.token,
    );
    if (talent.body.code === 200) expect(talent.body.data!.contact).toEqual({ state: 'notEntitled' });
    expect(JSON.stringify(talent.body)).not.toContain(ann.mobile);
  });
});
