import { type ComponentType, useState } from 'react';

type TControlled<V> = { value?: V; onChange?: (next: V) => void };

/**
 * A component drawing the controlled `Input` as a form owns it: it starts from `initial` (else
 * `empty`), keeps the value the input last changed to and reports every change to `onChange`;
 * the input's other props pass through.
 */
export function ownerOf<V, P extends TControlled<V>>(Input: ComponentType<P>, empty: V) {
  return function Owner({
    initial = empty,
    onChange,
    ...props
  }: Omit<Partial<P>, 'value' | 'onChange'> & { initial?: V; onChange?: (next: V) => void }) {
    const [value, setValue] = useState(initial);
    const change = (next: V) => {
      setValue(next);
      onChange?.(next);
    };
    return <Input {...(props as P)} value={value} onChange={change} />;
  };
}
