import { useEffect, useState } from 'react';
import { pagerCountFor } from './pagination-rules';

const widthNow = () =>
  typeof document === 'undefined' ? 1280 : document.body.getBoundingClientRect().width || window.innerWidth;

/** 5 or 7 page buttons, following the body width as the window is resized. */
export function usePagerCount(): 5 | 7 {
  const [count, setCount] = useState(() => pagerCountFor(widthNow()));
  useEffect(() => {
    const update = () => setCount(pagerCountFor(widthNow()));
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return count;
}
