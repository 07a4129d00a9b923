import { defineCatalogue } from './types';

/**
 * Messages of uploads, downloads and the message centre. The SPEC §5/§8 upload texts
 * (uploadSize, uploadFormat, uploadImageFailed, downloadError) live in `core`.
 */
export const files = defineCatalogue({
  en: {
    uploadOk: 'upload succeeded',
    uploadNoFile: 'please choose a file to upload',
    uploadEmpty: 'the file is empty',
    uploadNameComma: 'the file name cannot contain commas',
    uploadNameInvalid: 'the file name is not valid',
    uploadContentMismatch: 'the content of the file does not match its type {ext}',
    uploadVerifyFailed: 'the upload could not be verified, please retry',
    uploadImageTooLarge: 'the picture is too large: at most {n} million pixels and {side} pixels a side',
    uploadImageUnreadable: 'the picture cannot be read, please save it again and retry',
    uploadQuota: 'your storage is full (at most {files} files and {mb} MB): delete files you no longer need',
    uploadFileFailed: 'upload file failed, please retry',
    fileNotFound: 'the file does not exist or has been deleted',
    fileNotImage: 'the file is not an image',
  },
  'zh-CN': {
    uploadOk: '上传成功',
    uploadNoFile: '请选择要上传的文件',
    uploadEmpty: '文件内容为空',
    uploadNameComma: '文件名称不能包含英文逗号',
    uploadNameInvalid: '文件名称不正确',
    uploadContentMismatch: '文件内容与文件类型 {ext} 不符',
    uploadVerifyFailed: '上传校验失败，请重试',
    uploadImageTooLarge: '图片尺寸过大：最多 {n} 百万像素，每边最多 {side} 像素',
    uploadImageUnreadable: '无法读取图片，请重新保存后再上传',
    uploadQuota: '您的存储空间已满（最多 {files} 个文件、{mb} MB），请删除不再需要的文件',
    uploadFileFailed: '上传文件失败，请重试',
    fileNotFound: '文件不存在或已被删除',
    fileNotImage: '该文件不是图片',
  },
});
