import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mediaMatching } from '@/test/media';
import { MyList } from './my-list';

let realMatchMedia: typeof window.matchMedia;

describe('MyList', () => {
  beforeEach(() => {
    realMatchMedia = window.matchMedia;
    window.matchMedia = mediaMatching();
  });
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('dates a request on the reader’s calendar, not by the timestamp’s first characters', () => {
    // 23:10 on 7 December nine hours behind UTC is 8 December wherever the reader is, from UTC-8
    // to UTC+15 (the tests run in UTC, readers in Beijing): its first ten characters are not.
    render(
      <MemoryRouter>
        <MyList
          testId="mine"
          title="Mine"
          empty="None"
          items={[
            {
              id: 1,
              status: 'in-review',
              createdAt: '2026-12-07T23:10:00-09:00',
              title: 'Housing',
              to: '/x',
            },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('mine').textContent).toContain('2026-12-08');
  });
});
