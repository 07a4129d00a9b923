import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_STATUSES } from '@rcwb/shared';
import { TONES } from '@/components/tone-tag';
import { installDomShims } from '@/components/resource/test-env';
import { i18n } from '@/lib/i18n';
import { FEEDBACK_TONES, FeedbackStatus } from './feedback-status';

beforeAll(async () => {
  installDomShims();
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('FeedbackStatus', () => {
  it('takes its tones from the shared tone list (one place keeps the AA text shades)', () => {
    const tones: readonly object[] = Object.values(TONES);
    for (const status of FEEDBACK_STATUSES) expect(tones, status).toContain(FEEDBACK_TONES[status]);
  });

  it('draws each state with its label and the dark text shade inline', () => {
    for (const status of FEEDBACK_STATUSES) render(<FeedbackStatus status={status} />);
    const open = screen.getByText(i18n.t('feedbackUi.status.open'));
    expect(open.className).toContain('ant-tag-orange');
    expect(open.style.color).toBe('rgb(173, 78, 0)');
    expect(screen.getByText(i18n.t('feedbackUi.status.replied')).style.color).toBe('rgb(35, 120, 4)');
    expect(screen.getByText(i18n.t('feedbackUi.status.closed')).style.color).toBe('');
  });
});
