import { flat, type TDictData } from './types';

/**
 * Flat dictionaries of profiles and postings. Ordinal values (education, experience, org scale)
 * keep their order in the value, so "at least" filters can compare them.
 */
// prettier-ignore
export const basicDictionaries: TDictData[] = [
  {
    type: 'education', nameZh: '学历', nameEn: 'Education',
    entries: flat([
      ['1', '初中及以下', 'Junior high school or below'],
      ['2', '高中/中专/中技', 'Senior high / secondary vocational school'],
      ['3', '大专', 'Junior college'],
      ['4', '本科', "Bachelor's degree"],
      ['5', '硕士', "Master's degree"],
      ['6', '博士', 'Doctorate'],
    ]),
  },
  {
    type: 'experience', nameZh: '工作经验', nameEn: 'Work experience',
    entries: flat([
      ['0', '不限', 'Any'],
      ['1', '应届', 'New graduate'],
      ['2', '1年以下', 'Less than 1 year'],
      ['3', '1-3年', '1–3 years'],
      ['4', '3-5年', '3–5 years'],
      ['5', '5-10年', '5–10 years'],
      ['6', '10年以上', 'More than 10 years'],
    ]),
  },
  {
    // Values are the band's bounds in CNY per month (`min-max`, open-ended `min-`), so job search
    // can turn a chosen band into a salary range without another table.
    type: 'salary_band', nameZh: '月薪范围', nameEn: 'Monthly salary',
    entries: flat([
      ['0-3000', '3千以下', 'Below ¥3,000'],
      ['3000-5000', '3千-5千', '¥3,000–5,000'],
      ['5000-8000', '5千-8千', '¥5,000–8,000'],
      ['8000-12000', '8千-1.2万', '¥8,000–12,000'],
      ['12000-20000', '1.2万-2万', '¥12,000–20,000'],
      ['20000-30000', '2万-3万', '¥20,000–30,000'],
      ['30000-50000', '3万-5万', '¥30,000–50,000'],
      ['50000-', '5万以上', '¥50,000 and above'],
      ['negotiable', '面议', 'Negotiable'],
    ]),
  },
  {
    type: 'job_type', nameZh: '工作性质', nameEn: 'Job type',
    entries: flat([
      ['1', '全职', 'Full-time'],
      ['2', '兼职', 'Part-time'],
      ['3', '实习', 'Internship'],
    ]),
  },
  {
    // GB/T 2261.1 codes, as derived from the ID number.
    type: 'gender', nameZh: '性别', nameEn: 'Gender',
    entries: flat([
      ['1', '男', 'Male'],
      ['2', '女', 'Female'],
    ]),
  },
  {
    type: 'org_nature', nameZh: '单位性质', nameEn: 'Organisation type',
    entries: flat([
      ['10', '党政机关', 'Government agency'],
      ['20', '事业单位', 'Public institution'],
      ['30', '国有企业', 'State-owned enterprise'],
      ['40', '民营企业', 'Private enterprise'],
      ['50', '外资企业', 'Foreign-funded enterprise'],
      ['60', '中外合资企业', 'Sino-foreign joint venture'],
      ['70', '港澳台资企业', 'Hong Kong, Macao or Taiwan-funded enterprise'],
      ['80', '社会组织', 'Social organisation'],
      ['85', '个体工商户', 'Individual business'],
      ['99', '其他', 'Other'],
    ]),
  },
  {
    type: 'org_scale', nameZh: '单位规模', nameEn: 'Organisation size',
    entries: flat([
      ['1', '20人以下', 'Fewer than 20 employees'],
      ['2', '20-99人', '20–99 employees'],
      ['3', '100-299人', '100–299 employees'],
      ['4', '300-499人', '300–499 employees'],
      ['5', '500-999人', '500–999 employees'],
      ['6', '1000-9999人', '1,000–9,999 employees'],
      ['7', '10000人以上', '10,000 employees or more'],
    ]),
  },
  {
    // GB/T 4762 codes.
    type: 'political_status', nameZh: '政治面貌', nameEn: 'Political affiliation',
    entries: flat([
      ['01', '中共党员', 'Member of the Communist Party of China'],
      ['02', '中共预备党员', 'Probationary member of the Communist Party of China'],
      ['03', '共青团员', 'Member of the Communist Youth League'],
      ['04', '民革党员', 'Member of the Revolutionary Committee of the Chinese Kuomintang'],
      ['05', '民盟盟员', 'Member of the China Democratic League'],
      ['06', '民建会员', 'Member of the China National Democratic Construction Association'],
      ['07', '民进会员', 'Member of the China Association for Promoting Democracy'],
      ['08', '农工党党员', "Member of the Chinese Peasants' and Workers' Democratic Party"],
      ['09', '致公党党员', 'Member of the China Zhi Gong Party'],
      ['10', '九三学社社员', 'Member of the Jiusan Society'],
      ['11', '台盟盟员', 'Member of the Taiwan Democratic Self-Government League'],
      ['12', '无党派人士', 'Non-party person'],
      ['13', '群众', 'Ordinary citizen'],
    ]),
  },
];
