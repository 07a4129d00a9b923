export { TONES, ToneTag, type TTagTone } from './tone-tag';
