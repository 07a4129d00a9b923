import type { ReactNode } from 'react';
import { Tag } from 'antd';

/** An antd preset colour, and the darker shade of it the text takes. */
export type TTagTone = { color: string; text?: string };

/**
 * antd's preset tag texts (#08979c on #e6fffb for cyan …) fall below WCAG AA contrast: the preset
 * background stays, the text takes the darker shade of its colour (as components/dict-tag does).
 * Every coloured state tag takes one of these tones.
 */
export const TONES = {
  blue: { color: 'blue', text: '#0050b3' },
  cyan: { color: 'cyan', text: '#006d75' },
  gold: { color: 'gold', text: '#874d00' },
  orange: { color: 'orange', text: '#ad4e00' },
  volcano: { color: 'volcano', text: '#ad2102' },
  green: { color: 'green', text: '#237804' },
  red: { color: 'red', text: '#a8071a' },
  plain: { color: 'default' },
} satisfies Record<string, TTagTone>;

/** A tag in a tone; the text colour is inline because antd's own selectors outrank a class. */
export function ToneTag({ tone, children }: { tone: TTagTone; children: ReactNode }) {
  return (
    <Tag color={tone.color} style={tone.text ? { color: tone.text } : undefined}>
      {children}
    </Tag>
  );
}
