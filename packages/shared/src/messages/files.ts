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
    uploadFileFailed: '上传文件失败，请重试',
    fileNotFound: '文件不存在或已被删除',
    fileNotImage: '该文件不是图片',
  },
});
