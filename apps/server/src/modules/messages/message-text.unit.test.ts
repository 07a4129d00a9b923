import { describe, expect, it } from 'vitest';
import { messageTextFor, renderMessage } from './message-text';

const invited = {
  titleKey: 'deliveries.notice.interview.invited.title',
  bodyKey: 'deliveries.notice.interview.invited.body',
  params: { job: '数据分析师', org: '榕城数据', time: { date: '2026-03-02T02:00:00.000Z' }, place: '福州' },
};

describe('message text', () => {
  it('renders keys and plain params in each language', () => {
    expect(renderMessage('en', invited).title).toBe('Interview invitation: 数据分析师');
    expect(renderMessage('zh-CN', invited).title).toBe('面试邀请：数据分析师');
  });

  it('formats a date param per language in the portal time zone', () => {
    expect(renderMessage('en', invited).body).toMatch(/on Mar 2, 2026, 10:00\sAM at 福州\./);
    expect(renderMessage('zh-CN', invited).body).toBe(
      '榕城数据 邀请您于 2026年3月2日 10:00 在 福州 参加“数据分析师”的面试，请接受或拒绝。',
    );
  });

  it('translates a key param and leaves free text as written', () => {
    const reply = {
      titleKey: 'feedback.notice.title',
      bodyKey: 'feedback.notice.body',
      params: { kind: { key: 'feedback.notice.kind.feedback' }, title: '{job}', reply: 'Fixed {now}' },
    };
    expect(renderMessage('en', reply)).toEqual({
      title: 'Reply to your feedback: {job}',
      body: 'Fixed {now}',
    });
    expect(renderMessage('zh-CN', reply)).toEqual({
      title: '您的意见反馈已有回复：{job}',
      body: 'Fixed {now}',
    });
  });

  it('has an empty body without a body key, and shows a bad date or unknown param shape harmlessly', () => {
    const odd = {
      titleKey: 'deliveries.notice.interview.invited.body',
      params: { job: 'J', org: 'O', place: { oops: 1 } as never, time: { date: 'not a date' } },
    };
    const text = renderMessage('en', odd);
    expect(text.body).toBe('');
    expect(text.title).toBe(
      'O invites you to an interview for “J” on not a date at . Please accept or decline.',
    );
  });

  it('shows a row without a key as stored, and a keyed row in the reader’s language', () => {
    const stored = { title: '系统维护通知', body: '今晚维护', titleKey: null, bodyKey: null, params: null };
    expect(messageTextFor('en', stored)).toEqual({ title: '系统维护通知', body: '今晚维护' });
    const keyed = { ...stored, title: '面试邀请：数据分析师', ...invited };
    expect(messageTextFor('en', keyed).title).toBe('Interview invitation: 数据分析师');
    expect(messageTextFor('zh-CN', keyed).title).toBe('面试邀请：数据分析师');
  });
});
