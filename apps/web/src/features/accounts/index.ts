/* What the accounts feature offers other features; anything not exported here stays its own. */
export { gb01Key, gb01Query, gc01Key, gc01Query, updateGb01, updateGc01 } from './api/profile-records';
export type { Gb01Record, Gc01Record, RecordAnswer, ReviewStatus, StoredFile } from './api/profile-records';
export type { Gb01Fields, Gc01Fields } from './api/registration';
export { OrgFields } from './components/org-fields';
export { PersonFields } from './components/person-fields';
export { SmsCodeFields } from './components/sms-code-fields';
export { AreaPicker } from './components/area-picker';
