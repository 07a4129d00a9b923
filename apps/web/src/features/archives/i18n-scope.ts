import { defineCatalogue } from '@rcwb/shared';
import { registerCatalogues } from '@/lib/i18n';

/*
 * The public verification page's strings, loaded with that page's lazy chunk rather than the
 * app's entry. The i18n test finds scopes by this file name.
 */
const verifyUi = defineCatalogue({
  en: {
    'verify.title': 'Verify a document',
    'verify.lead':
      'Enter the verification code printed under the QR code of an archive certificate or transfer letter.',
    'verify.code': 'Verification code',
    'verify.codeHint': '24 letters and digits',
    'verify.check': 'Verify',
    'verify.outcome.valid': 'Genuine and valid',
    'verify.outcome.revoked': 'This document was revoked by the issuing agency and is no longer valid',
    'verify.outcome.expired': 'This document is genuine but its validity has ended',
    'verify.outcome.unknown': 'No document has this code. Check the code, or ask the issuing agency.',
    'verify.kind.certificate': 'Archive certificate',
    'verify.kind.transfer-letter': 'Archive transfer letter',
    'verify.field.kind': 'Document',
    'verify.field.serial': 'Serial number',
    'verify.field.holder': 'Holder',
    'verify.field.issuedOn': 'Issued on',
    'verify.field.validUntil': 'Valid until',
    'verify.note': 'Only what is printed on the document is shown here; the holder’s name is partly hidden.',
  },
  'zh-CN': {
    'verify.title': '文书核验',
    'verify.lead': '输入档案证明或档案转递函二维码下方的核验码，核验文书真伪与有效性。',
    'verify.code': '核验码',
    'verify.codeHint': '24位字母和数字',
    'verify.check': '核验',
    'verify.outcome.valid': '文书真实有效',
    'verify.outcome.revoked': '该文书已被出具机构作废，不再有效',
    'verify.outcome.expired': '该文书真实，但已超过有效期',
    'verify.outcome.unknown': '没有与该核验码对应的文书，请核对核验码或咨询出具机构。',
    'verify.kind.certificate': '档案证明',
    'verify.kind.transfer-letter': '档案转递函',
    'verify.field.kind': '文书类型',
    'verify.field.serial': '文书编号',
    'verify.field.holder': '持有人',
    'verify.field.issuedOn': '出具日期',
    'verify.field.validUntil': '有效期至',
    'verify.note': '此处只显示文书上印有的信息，持有人姓名部分隐去。',
  },
});

export const catalogues = [verifyUi];
registerCatalogues(catalogues);
