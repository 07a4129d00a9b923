import { defineCatalogue } from './types';

/** The public employment map (server module employment-map). */
export const employmentMap = defineCatalogue({
  en: {
    'employmentMap.areaUnknown': 'This area is not on the map; choose a city or district of the region',
  },
  'zh-CN': {
    'employmentMap.areaUnknown': '地图上没有该地区，请选择本省的城市或区县',
  },
});
