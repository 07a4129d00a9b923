import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZFairForm, ZFeedbackForm, ZInviteToInterview } from '@rcwb/shared';
import type * as ApiModule from '@/lib/api';
import type { useLoginSetup } from '@/lib/auth/use-login-setup';
import { i18n } from '@/lib/i18n';
import { renderRoutes, renderWithQuery } from '@/test/render';
import { MobileBindingForm } from '@/features/account-security/components/mobile-binding-form';
import { RegisterForm } from '@/features/accounts/components/register-form';
import { announcementFields, bannerFields, newsFields } from '@/features/content/admin/content-admin';
import { fairFields } from '@/features/fairs/admin/fair-fields';
import { BoothApplyForm } from '@/features/fair-booths/components/apply-form';
import { FeedbackForm } from '@/features/feedback/components/feedback-form';
import { InterviewDialog } from '@/features/deliveries/components/pipeline-dialogs';
import { JOB_FIELDS } from '@/features/jobs/components/job-fields';
import { Gb01Form } from '@/features/person-info/components/gb01-form';
import { Gc01Form } from '@/features/person-info/components/gc01-form';
import { ResourceFields } from '@/components/resource/resource-fields';
import { installDomShims } from '@/components/resource/test-env';
import type { FieldDef } from '@/components/resource/types';

// Dictionaries and option lists answer empty: only the labels matter here.
vi.mock('@/lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return { ...original, api: { ...original.api, get: vi.fn(async () => []) } };
});
// The rich text editor is tested on its own; here it stands for its field only.
vi.mock('@/components/editor', () => ({ LazyRichTextEditor: () => <textarea aria-label="Body" /> }));

vi.setConfig({ testTimeout: 60_000 });

/**
 * Every field the server refuses empty shows antd's required marker, and no other does (an
 * optional field marked required would keep users from leaving it empty). Where the form is
 * built from a shared zod schema, the expected fields come from that schema, so a new required
 * field without a marker fails here; otherwise they are the server schema's required keys,
 * written out with the rule each follows.
 */

type TSchemaField = { safeParse: (value: unknown) => { success: boolean } };

/** The keys of an object schema that refuse every empty value (absent, null, '' and []). */
const requiredKeys = (schema: { shape: Record<string, TSchemaField> }): string[] =>
  Object.entries(schema.shape)
    .filter(([, field]) => [undefined, null, '', []].every((empty) => !field.safeParse(empty).success))
    .map(([key]) => key)
    .sort();

/** The `for` of every label antd draws with the required marker, form-name prefix removed. */
const markedFields = (container: HTMLElement, formName?: string): string[] =>
  [...container.querySelectorAll('label.ant-form-item-required')]
    .map((label) => label.getAttribute('for') ?? '')
    .map((id) => (formName && id.startsWith(`${formName}_`) ? id.slice(formName.length + 1) : id))
    .sort();

const sorted = (keys: readonly string[]) => [...keys].sort();

function FieldsForm({ fields, mode = 'add' }: { fields: readonly FieldDef[]; mode?: 'add' | 'edit' }) {
  return (
    <Form layout="vertical">
      <ResourceFields fields={fields} mode={mode} />
    </Form>
  );
}

const renderFields = (fields: readonly FieldDef[]) => renderWithQuery(<FieldsForm fields={fields} />);

const loginSetup: ReturnType<typeof useLoginSetup> = {
  config: {
    data: { captchaEnabled: false, sm2PublicKey: 'pk', providers: [], locales: [] },
    error: undefined,
  },
  retryConfig: vi.fn(),
  captchaEnabled: false,
  captcha: { data: undefined, error: undefined, loading: false },
  refreshCaptcha: vi.fn(),
};

/** Renders in a memory router; the page is the document's body. */
const inRouter = (element: ReactNode) => {
  renderRoutes([{ path: '/', element }], '/');
  return { container: document.body };
};

beforeAll(async () => {
  installDomShims();
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('required markers', () => {
  // Server: ZNewAccount (username, password, mobile, smsCode) with ZSaveGc01Input's reqText name
  // and the ID number the service validates; the confirmation is the form's own check.
  it('registration (person) marks the account and the person fields the server requires', async () => {
    const { container } = inRouter(<RegisterForm kind="person" setup={loginSetup} onRegistered={vi.fn()} />);
    await waitFor(() => expect(container.querySelector('label[for="smsCode"]')).not.toBeNull());
    expect(markedFields(container)).toEqual(
      sorted(['username', 'password', 'confirmPassword', 'mobile', 'smsCode', 'name', 'idNumber']),
    );
  });

  // Server: ZNewAccount with ZSaveGb01Input's reqText name and the credit code the service checks.
  it('registration (organisation) marks the account fields, the name and the credit code', async () => {
    const { container } = inRouter(<RegisterForm kind="org" setup={loginSetup} onRegistered={vi.fn()} />);
    await waitFor(() => expect(container.querySelector('label[for="smsCode"]')).not.toBeNull());
    expect(markedFields(container)).toEqual(
      sorted(['username', 'password', 'confirmPassword', 'mobile', 'smsCode', 'name', 'creditCode']),
    );
  });

  // Server: ZBindMobileInput (modules/accounts/accounts.schemas.ts): mobile, code and password.
  it('binding a mobile number marks the number, its code and the password', async () => {
    const { container } = renderWithQuery(<MobileBindingForm current="" />);
    await waitFor(() => expect(container.querySelector('label[for="bindMobile_code"]')).not.toBeNull());
    expect(markedFields(container, 'bindMobile')).toEqual(['code', 'mobile', 'password']);
  });

  // Server: ZUpdateGb01Input's name and credit code, and the completeness rule's GB01_REQUIRED
  // with the licence (modules/accounts/completeness.ts) that the record needs to go to review.
  it('the Gb01 profile marks what the record needs to be complete', async () => {
    const { container } = renderWithQuery(
      <Gb01Form answer={{ exists: false, missingFields: [], record: null }} />,
    );
    await waitFor(() => expect(container.querySelector('label[for="contact"]')).not.toBeNull());
    expect(markedFields(container)).toEqual(
      sorted([
        'name',
        'creditCode',
        'legalRep',
        'nature',
        'industry',
        'scale',
        'region',
        'address',
        'contact',
        'person-info-licence',
      ]),
    );
  });

  // Server: ZUpdateGc01Input's reqText name and the ID number, and the completeness rule's
  // GC01_REQUIRED (modules/accounts/completeness.ts); major, school and the rest may stay empty.
  it('the Gc01 profile marks what the record needs to be complete', async () => {
    const { container } = inRouter(<Gc01Form answer={{ exists: false, missingFields: [], record: null }} />);
    await waitFor(() => expect(container.querySelector('label[for="address"]')).not.toBeNull());
    expect(markedFields(container)).toEqual(
      sorted(['name', 'idNumber', 'education', 'workYears', 'region', 'address']),
    );
  });

  // Server: ZJobFields (modules/jobs/jobs.schemas.ts); the description is refused empty by the
  // service (jobs.descriptionRequired). Salary, welfare and contact may stay empty.
  it('the posting form marks the fields ZJobFields requires', () => {
    const { container } = renderFields(JOB_FIELDS);
    expect(markedFields(container)).toEqual(
      sorted([
        'title',
        'category',
        'industry',
        'area',
        'education',
        'experience',
        'jobType',
        'headcount',
        'description',
      ]),
    );
  });

  it('the feedback form marks the keys ZFeedbackForm requires', async () => {
    const { container } = inRouter(<FeedbackForm onSent={vi.fn()} />);
    await waitFor(() => expect(container.querySelector('label[for="title"]')).not.toBeNull());
    expect(requiredKeys(ZFeedbackForm)).toEqual(['content', 'kind', 'title']);
    expect(markedFields(container)).toEqual(requiredKeys(ZFeedbackForm));
  });

  it('the fair form marks the keys ZFairForm requires', () => {
    const { container } = renderFields(fairFields);
    expect(requiredKeys(ZFairForm)).toContain('organiser');
    expect(markedFields(container)).toEqual(requiredKeys(ZFairForm));
  });

  // Server: ZApply (modules/fair-booths/fair-booths.schemas.ts) — the fair, and each attendee's
  // name and phone (ZAttendee); the wish, postings and note may stay empty.
  it('the booth application marks the fair and each attendee field, each with its own label', async () => {
    const { container } = inRouter(<BoothApplyForm fair={null} />);
    for (let i = 0; i < 2; i++) fireEvent.click(await screen.findByRole('button', { name: /Add attendee/ }));
    await waitFor(() => expect(container.querySelector('label[for="attendees_1_phone"]')).not.toBeNull());
    expect(markedFields(container)).toEqual(
      sorted(['fairId', 'attendees_0_name', 'attendees_0_phone', 'attendees_1_name', 'attendees_1_phone']),
    );
    expect(screen.getByLabelText('Attendee 2: phone number').id).toBe('attendees_1_phone');
    expect(screen.getByLabelText('Attendee 1: name').tagName).toBe('INPUT');
  });

  it('the interview invitation marks the keys ZInviteToInterview requires', async () => {
    renderWithQuery(
      <InterviewDialog deliveryId={1} jobTitle="Data analyst" onClose={vi.fn()} onDone={vi.fn()} />,
    );
    const dialog = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-modal');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(requiredKeys(ZInviteToInterview)).toEqual(['place', 'startsAt']);
    // The step dialogs' form is named, so antd prefixes the ids with its name.
    expect(markedFields(dialog, 'delivery-step')).toEqual(requiredKeys(ZInviteToInterview));
  });

  // Server: content.kinds.ts — requiredText titles and the banner's requiredImage.
  it('the content forms mark their required title (and the banner its image)', () => {
    for (const [fields, expected] of [
      [newsFields, ['title']],
      [announcementFields, ['title']],
      [bannerFields, ['image', 'title']],
    ] as const) {
      const { container, unmount } = renderFields(fields);
      expect(markedFields(container)).toEqual(expected);
      unmount();
    }
  });
});
