export { DictTag, dictValues, type DictTagProps } from './dict-tag';
export { DictValue } from './dict-value';
