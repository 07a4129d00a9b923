export { ImageUpload } from './image-upload';
export type { ImageUploadProps } from './image-upload';
export { FileUpload } from './file-upload';
export type { FileUploadProps } from './file-upload';
export { uploadWithProgress } from './upload-request';
export type { UploadWithProgressOptions } from './upload-request';
export {
  DEFAULT_FILE_TYPES,
  DEFAULT_IMAGE_TYPES,
  DEFAULT_LIMIT,
  DEFAULT_MAX_SIZE_MB,
  checkFile,
  exceedsLimit,
} from './upload-rules';
export type { FileRules, UploadRefusal } from './upload-rules';
export { fileNameOf, isAbsoluteUrl, toDisplayUrl, toStoredUrl } from './upload-url';
export { UploadsInFlightScope, useUploadsInFlight } from './uploads-in-flight';
