export { parseRecordId, useRecordId } from './record-id';
export { RecordMissing, RecordState, type TRecordQuery } from './record-state';
