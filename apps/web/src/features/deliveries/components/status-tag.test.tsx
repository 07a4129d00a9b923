import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_STATUSES, INTERVIEW_STATUSES } from '@rcwb/shared';
import { installDomShims } from '@/components/resource/test-env';
import { i18n } from '@/lib/i18n';
import { deliveriesUi } from '../deliveries.back-office.i18n';
import { DELIVERY_TONES, DeliveryStatusTag, INTERVIEW_TONES, InterviewStatusTag } from './status-tag';

beforeAll(async () => {
  installDomShims();
  i18n.addResourceBundle('en', 'translation', deliveriesUi.en, true, true);
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

/** The backgrounds antd's preset tags draw (the lightest shade of each palette). */
const PRESET_BACKGROUNDS: Record<string, string> = {
  blue: '#e6f4ff',
  cyan: '#e6fffb',
  orange: '#fff7e6',
  green: '#f6ffed',
  red: '#fff1f0',
};

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('status tags', () => {
  it('give every coloured tone a text shade with AA contrast on its preset background', () => {
    for (const tone of [...Object.values(DELIVERY_TONES), ...Object.values(INTERVIEW_TONES)]) {
      if (tone.color === 'default') continue;
      const background = PRESET_BACKGROUNDS[tone.color];
      expect(background, tone.color).toBeDefined();
      expect(tone.text, tone.color).toBeDefined();
      expect(contrast(tone.text!, background!), tone.color).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('draw each state with its label and the dark text shade inline', () => {
    for (const status of DELIVERY_STATUSES) render(<DeliveryStatusTag status={status} />);
    for (const status of INTERVIEW_STATUSES) render(<InterviewStatusTag status={status} />);
    const viewed = screen.getByText('Viewed');
    expect(viewed.className).toContain('ant-tag-cyan');
    expect(viewed.style.color).toBe('rgb(0, 109, 117)');
    expect(screen.getByText('Awaiting answer').style.color).toBe('rgb(173, 78, 0)');
    expect(screen.getByText('Withdrawn').style.color).toBe('');
  });
});
