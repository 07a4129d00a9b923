import { defineCatalogue } from './types';

/**
 * Editorial content (server modules content, policy, discover, collections): refusals of the
 * editor screens and the public reads.
 */
export const content = defineCatalogue({
  en: {
    'content.notFound': 'The item does not exist or is not published',
    'content.required': 'This field is required',
    'content.tooLong': 'The text is too long',
    'content.tooMany': 'Too many entries',
    'content.dateInvalid': 'Please enter a valid date',
    'content.amountInvalid': 'Please enter an amount of 0 or more',
    'content.fileInvalid': 'Please upload the file again',
    'content.imageInvalid': 'Please upload the picture again',
    'content.linkInvalid': 'The link must be an in-site path or start with http(s)://',
    'content.cannot.publish': 'Only a draft or withdrawn item can be published',
    'content.cannot.withdraw': 'Only a published item can be withdrawn',
    'content.featuredNotPublic': 'Only a published item can be featured',
    'content.featuredTwice': 'This item is featured already',
    'policy.dimensionUnknown': 'This comparison dimension no longer exists; reload the page',
    'policy.dimensionValueInvalid': 'The value of "{name}" does not match its type',
    'policy.relatedSelf': 'A policy cannot be related to itself',
    'policy.datesOrder': 'The expiry date must not be before the effective date',
    'policy.compareCount': 'Choose 2 to 4 policies to compare',
    'collection.kindUnknown': 'This kind of item cannot be collected',
  },
  'zh-CN': {
    'content.notFound': '内容不存在或尚未发布',
    'content.required': '此项为必填项',
    'content.tooLong': '内容过长',
    'content.tooMany': '条目过多',
    'content.dateInvalid': '请输入正确的日期',
    'content.amountInvalid': '请输入不小于0的金额',
    'content.fileInvalid': '请重新上传文件',
    'content.imageInvalid': '请重新上传图片',
    'content.linkInvalid': '链接须为站内路径或以 http(s):// 开头',
    'content.cannot.publish': '只有草稿或已撤回的内容可以发布',
    'content.cannot.withdraw': '只有已发布的内容可以撤回',
    'content.featuredNotPublic': '只有已发布的内容可以推荐',
    'content.featuredTwice': '该内容已在推荐位中',
    'policy.dimensionUnknown': '该对比维度已不存在，请刷新页面',
    'policy.dimensionValueInvalid': '“{name}”的取值与其类型不符',
    'policy.relatedSelf': '政策不能关联自身',
    'policy.datesOrder': '失效日期不能早于生效日期',
    'policy.compareCount': '请选择2至4项政策进行对比',
    'collection.kindUnknown': '该类内容不支持收藏',
  },
});
