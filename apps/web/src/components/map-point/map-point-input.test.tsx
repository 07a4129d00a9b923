import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MapPointInput, type TMapPoint } from './map-point-input';

// The map's outlines never arrive here: the field shows its coordinates while the map loads.
beforeEach(() => {
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const labels = { map: 'Map', lat: 'Latitude', lng: 'Longitude', clear: 'Clear the point' };

function renderInput(value: TMapPoint | null, onChange = vi.fn()) {
  render(
    <MapPointInput value={value} onChange={onChange} area="350102" name="x" labels={labels} testId="t" />,
  );
  return onChange;
}

describe('MapPointInput', () => {
  it('shows the point in labelled coordinates', () => {
    renderInput({ lat: 26.08, lng: 119.3 });
    const value = (label: string) => Number((screen.getByLabelText(label) as HTMLInputElement).value);
    expect(value('Latitude')).toBe(26.08);
    expect(value('Longitude')).toBe(119.3);
  });

  it('takes a typed coordinate with the other one kept', () => {
    const onChange = renderInput({ lat: 26.08, lng: 119.3 });
    fireEvent.change(screen.getByLabelText('Longitude'), { target: { value: '119.31' } });
    expect(onChange).toHaveBeenLastCalledWith({ lat: 26.08, lng: 119.31 });
  });

  it('clears the point to no value, and cannot clear an empty one', () => {
    const onChange = renderInput({ lat: 26.08, lng: 119.3 });
    fireEvent.click(screen.getByRole('button', { name: 'Clear the point' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    cleanup();
    renderInput(null);
    expect(screen.getByRole('button', { name: 'Clear the point' })).toHaveProperty('disabled', true);
  });
});
