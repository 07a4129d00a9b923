export { FILE_DOWNLOAD_PATH, downloadStoredFile, useDownload } from './use-download';
export { createZipDownloader, downloadZip } from './download-zip';
export type { ZipDeps } from './download-zip';
