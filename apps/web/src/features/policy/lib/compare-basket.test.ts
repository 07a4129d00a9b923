import { beforeEach, describe, expect, it, vi } from 'vitest';
import { compareBasket } from './compare-basket';

describe('compareBasket', () => {
  beforeEach(() => {
    sessionStorage.clear();
    compareBasket.clear();
  });

  it('keeps up to four distinct policies for the tab, in the order chosen', () => {
    expect(compareBasket.add(5)).toBe(true);
    expect(compareBasket.add(3)).toBe(true);
    expect(compareBasket.add(5)).toBe(true);
    expect(compareBasket.ids()).toEqual([5, 3]);
    compareBasket.add(8);
    compareBasket.add(9);
    expect(compareBasket.add(10)).toBe(false);
    expect(compareBasket.ids()).toEqual([5, 3, 8, 9]);
    expect(sessionStorage.getItem('rcwb-policy-compare')).toBe('5,3,8,9');
    compareBasket.remove(3);
    expect(compareBasket.ids()).toEqual([5, 8, 9]);
  });

  it('tells subscribers about every change', () => {
    const listener = vi.fn();
    const stop = compareBasket.subscribe(listener);
    compareBasket.add(1);
    compareBasket.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    compareBasket.add(2);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores what is not a list of ids in storage', () => {
    sessionStorage.setItem('rcwb-policy-compare', 'x,7,,7,-1');
    expect(compareBasket.ids()).toEqual([7]);
  });
});
