import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomShims } from '@/components/resource/test-env';
import { i18n } from '@/lib/i18n';
import { Pagination } from './pagination';
import { pageAfterSizeChange, pagerCountFor, pagerItems, scrollToTop } from './pagination-rules';

beforeAll(async () => {
  installDomShims();
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('pagination rules', () => {
  it('shows 5 page buttons below 992 px (width - 1 < 992), else 7', () => {
    expect(pagerCountFor(375)).toBe(5);
    expect(pagerCountFor(992)).toBe(5);
    expect(pagerCountFor(993)).toBe(7);
    expect(pagerCountFor(1920)).toBe(7);
  });

  it('goes back to page 1 when a new page size overshoots the total', () => {
    expect(pageAfterSizeChange(3, 50, 120)).toBe(1); // 150 > 120
    expect(pageAfterSizeChange(2, 50, 120)).toBe(2); // 100 <= 120
    expect(pageAfterSizeChange(1, 10, 0)).toBe(1);
  });

  it('scrolls to the top over 800 ms, easing in and out', () => {
    const target = { scrollTop: 1000 };
    const frames: FrameRequestCallback[] = [];
    let clock = 0;
    scrollToTop(
      target,
      800,
      (cb) => frames.push(cb),
      () => clock,
    );
    const at = (ms: number) => {
      clock = ms;
      frames.shift()!(ms);
      return target.scrollTop;
    };
    expect(at(0)).toBe(1000);
    expect(at(200)).toBeCloseTo(875, 0); // slow start
    expect(at(400)).toBeCloseTo(500, 0); // halfway at half time
    expect(at(600)).toBeCloseTo(125, 0);
    expect(at(800)).toBe(0);
    expect(frames).toHaveLength(0);
  });

  it('can be stopped, and jumps at once when nothing to animate', () => {
    const target = { scrollTop: 500 };
    const frames: FrameRequestCallback[] = [];
    const stop = scrollToTop(
      target,
      800,
      (cb) => frames.push(cb),
      () => 0,
    );
    stop();
    frames.shift()!(0);
    expect(target.scrollTop).toBe(500);
    const instant = { scrollTop: 300 };
    scrollToTop(instant, 0);
    expect(instant.scrollTop).toBe(0);
  });
});

describe('pager buttons (classic algorithm)', () => {
  it('keeps first and last, with "more" jumps where pages are left out', () => {
    expect(pagerItems(50, 100, 7)).toEqual([1, 'prev-more', 48, 49, 50, 51, 52, 'next-more', 100]);
    expect(pagerItems(50, 100, 5)).toEqual([1, 'prev-more', 49, 50, 51, 'next-more', 100]);
    expect(pagerItems(1, 100, 7)).toEqual([1, 2, 3, 4, 5, 6, 'next-more', 100]);
    expect(pagerItems(4, 100, 7)).toEqual([1, 2, 3, 4, 5, 6, 'next-more', 100]);
    expect(pagerItems(5, 100, 7)).toEqual([1, 'prev-more', 3, 4, 5, 6, 7, 'next-more', 100]);
    expect(pagerItems(100, 100, 7)).toEqual([1, 'prev-more', 95, 96, 97, 98, 99, 100]);
    expect(pagerItems(3, 7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagerItems(1, 1, 7)).toEqual([1]);
    expect(pagerItems(1, 0, 7)).toEqual([]);
  });
});

const pageButtons = () =>
  screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => Number(b.textContent));

describe('<Pagination>', () => {
  it('lays out total, sizes, prev, pager, next and jumper, 20 per page by default', () => {
    render(<Pagination total={95} page={1} onChange={() => undefined} autoScroll={false} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav.textContent).toContain('Total 95');
    expect(nav.textContent).toContain('20 / page');
    expect(pageButtons()).toEqual([1, 2, 3, 4, 5]);
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByLabelText('Go to')).toBeTruthy();
  });

  it('reports page changes (buttons, next, jumper) and scrolls to the top', () => {
    const onChange = vi.fn();
    const scroll = vi.spyOn(document.documentElement, 'scrollTop', 'set');
    render(<Pagination total={95} page={1} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange).toHaveBeenLastCalledWith(3, 20);
    expect(scroll).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(2, 20);
    const jumper = screen.getByLabelText('Go to');
    fireEvent.change(jumper, { target: { value: '99' } });
    fireEvent.keyDown(jumper, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onChange).toHaveBeenLastCalledWith(5, 20);
    scroll.mockRestore();
  });

  it('offers 10/20/30/50 and applies the overshoot rule on a size change', async () => {
    const onChange = vi.fn();
    render(<Pagination total={120} page={3} limit={20} onChange={onChange} autoScroll={false} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rows per page' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['10 / page', '20 / page', '30 / page', '50 / page']);
    fireEvent.click(screen.getByTitle('50 / page'));
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
  });

  it('keeps the page when the new size does not overshoot', async () => {
    const onChange = vi.fn();
    render(<Pagination total={120} page={2} limit={20} onChange={onChange} autoScroll={false} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rows per page' }));
    fireEvent.click(await screen.findByTitle('30 / page'));
    expect(onChange).toHaveBeenLastCalledWith(2, 30);
  });

  it('shows 7 page buttons on wide screens and 5 below 992 px, following resizes', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    render(<Pagination total={1000} limit={10} page={50} onChange={() => undefined} />);
    expect(pageButtons()).toEqual([1, 48, 49, 50, 51, 52, 100]);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 800 });
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(pageButtons()).toEqual([1, 49, 50, 51, 100]);
    fireEvent.click(screen.getByRole('button', { name: 'Next 3 pages' }));
  });

  it('is not shown without rows or when hidden', () => {
    const { container, rerender } = render(<Pagination total={0} page={1} onChange={() => undefined} />);
    expect(container.innerHTML).toBe('');
    rerender(<Pagination total={10} page={1} onChange={() => undefined} hidden />);
    expect(container.innerHTML).toBe('');
  });
});
