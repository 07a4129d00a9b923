import { afterEach, describe, expect, it } from 'vitest';

// The set-up (src/test/setup.ts) has installed the pruning for every web test file.

const remainingRules = () =>
  Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules).map((r) => r.cssText));

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('test style sheets keep only what decides visibility', () => {
  it('drops other rules on the next getComputedStyle and still hides what the sheet hides', () => {
    const style = document.createElement('style');
    style.textContent = [
      '.plain { color: red; padding: 4px }',
      '.gone { display: none }',
      '.faded { opacity: 0; color: blue }',
      '@media (min-width: 1px) { .wide { visibility: hidden } .tint { color: green } }',
      '@media (min-width: 1px) { .only-colour { color: green } }',
      '@keyframes spin { from { opacity: 0 } to { opacity: 1 } }',
    ].join('\n');
    document.head.append(style);
    document.body.innerHTML = '<p class="gone">a</p><p class="faded">b</p><p class="plain">c</p>';
    const [gone, faded, plain] = Array.from(document.querySelectorAll('p'));

    expect(getComputedStyle(gone!).display).toBe('none');
    // .gone, .faded and the first @media block with .wide alone in it.
    expect(remainingRules()).toHaveLength(3);
    expect(remainingRules().join(' ')).not.toMatch(/plain|tint|only-colour|keyframes/);
    expect(window.getComputedStyle(faded!).opacity).toBe('0');
    expect(getComputedStyle(plain!).display).not.toBe('none');
  });

  it('prunes a sheet again when its text is replaced', () => {
    const style = document.createElement('style');
    style.textContent = '.a { color: red }';
    document.head.append(style);
    getComputedStyle(document.body);
    expect(remainingRules()).toEqual([]);

    style.textContent = '.a { color: red } .b { display: none }';
    getComputedStyle(document.body);
    expect(remainingRules()).toHaveLength(1);
  });
});
