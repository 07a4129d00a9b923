export { PlaceMap, type PlaceMapProps } from './place-map';
export {
  placePoint,
  cityCentre,
  cityBounds,
  districtFeature,
  type TRegionGeo,
  type TPlacePoint,
} from './region-geo';
