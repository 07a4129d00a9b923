export { MapPointInput, roundCoordinate } from './map-point-input';
export type { MapPointInputProps, TMapPoint } from './map-point-input';
