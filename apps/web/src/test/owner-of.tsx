import { type ReactNode, useState } from 'react';

/**
 * A controlled input owned as a form owns it: `render` draws the input with the value it last
 * changed to, and every change is also reported to `onChange`.
 */
export function Owned<V>({
  initial,
  onChange,
  render,
}: {
  initial: V;
  onChange?: ((next: V) => void) | undefined;
  render: (value: V, change: (next: V) => void) => ReactNode;
}) {
  const [value, setValue] = useState(initial);
  return render(value, (next) => {
    setValue(next);
    onChange?.(next);
  });
}
