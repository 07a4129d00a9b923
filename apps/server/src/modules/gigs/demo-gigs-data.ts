import type { TGigCategory, TGigOrderStatus, TGigPayUnit, TGigStatus, TWorkerCardStatus } from '@rcwb/shared';

/* The gig market's demo records (demo-gigs.ts writes them): places, gigs, worker cards, orders. */

type TPlace = { area: string; address: string; lat: number; lng: number };

// Districts across the region: three in Fuzhou close together, the rest far apart.
const GULOU: TPlace = { area: '350102', address: '福州市鼓楼区五四路 158 号', lat: 26.0822, lng: 119.2966 };
const TAIJIANG: TPlace = {
  area: '350103',
  address: '福州市台江区工业路 233 号',
  lat: 26.0524,
  lng: 119.3145,
};
const CANGSHAN: TPlace = {
  area: '350104',
  address: '福州市仓山区金山大道 618 号',
  lat: 26.0389,
  lng: 119.2733,
};
const SIMING: TPlace = { area: '350203', address: '厦门市思明区中山路 88 号', lat: 24.4555, lng: 118.0822 };
const HULI: TPlace = { area: '350206', address: '厦门市湖里区枋湖北二路 1 号', lat: 24.5129, lng: 118.1465 };
const FENGZE: TPlace = { area: '350503', address: '泉州市丰泽区田安路 520 号', lat: 24.8886, lng: 118.6131 };
const XIANGCHENG: TPlace = {
  area: '350602',
  address: '漳州市芗城区胜利西路 12 号',
  lat: 24.5109,
  lng: 117.6618,
};
const CHENGXIANG: TPlace = {
  area: '350302',
  address: '莆田市城厢区梅园东路 66 号',
  lat: 25.4318,
  lng: 119.0085,
};
const XINLUO: TPlace = { area: '350802', address: '龙岩市新罗区九一北路 9 号', lat: 25.0918, lng: 117.0172 };
const JIAOCHENG: TPlace = {
  area: '350902',
  address: '宁德市蕉城区天湖东路 3 号',
  lat: 26.6592,
  lng: 119.5274,
};

export type TDemoGig = {
  poster: string;
  title: string;
  category: TGigCategory;
  pay: [number, TGigPayUnit];
  /** Days from today of the first and last day. */
  days: [number, number];
  hours: [string, string];
  place: TPlace;
  headcount: number;
  skills: string[];
  description: string;
  status: TGigStatus;
  reason?: string;
};

export const GIGS: TDemoGig[] = [
  {
    poster: 'org',
    title: '写字楼周末保洁',
    category: 'cleaning',
    pay: [28, 'hour'],
    days: [-3, 12],
    hours: ['08:00', '12:00'],
    place: GULOU,
    headcount: 4,
    skills: ['保洁'],
    description: '五层写字楼公共区域清洁，工具由我方提供。',
    status: 'published',
  },
  {
    poster: 'org',
    title: '展会搭建与引导',
    category: 'events',
    pay: [200, 'day'],
    days: [1, 3],
    hours: ['08:30', '18:00'],
    place: TAIJIANG,
    headcount: 6,
    skills: ['引导', '搬运'],
    description: '海峡会展中心招聘会现场搭建与观众引导。',
    status: 'published',
  },
  {
    poster: 'person',
    title: '老房水电维修',
    category: 'repairs',
    pay: [300, 'day'],
    days: [0, 2],
    hours: ['09:00', '17:00'],
    place: CANGSHAN,
    headcount: 1,
    skills: ['水电'],
    description: '两居室水管更换、插座检修，需自带工具。',
    status: 'published',
  },
  {
    poster: 'demoperson01',
    title: '小学数学家教',
    category: 'tutoring',
    pay: [80, 'hour'],
    days: [0, 30],
    hours: ['18:30', '20:30'],
    place: GULOU,
    headcount: 1,
    skills: ['数学'],
    description: '四年级数学辅导，每周三次。',
    status: 'published',
  },
  {
    poster: 'org',
    title: '同城快件配送',
    category: 'delivery',
    pay: [6, 'piece'],
    days: [-5, 20],
    hours: ['09:00', '21:00'],
    place: SIMING,
    headcount: 10,
    skills: ['电动车'],
    description: '思明区内同城快件派送，按件计酬。',
    status: 'published',
  },
  {
    poster: 'demoperson02',
    title: '居家老人陪护',
    category: 'homeCare',
    pay: [35, 'hour'],
    days: [2, 15],
    hours: ['09:00', '15:00'],
    place: HULI,
    headcount: 1,
    skills: ['护理'],
    description: '陪伴老人散步、做午饭，有护理经验优先。',
    status: 'published',
  },
  {
    poster: 'org',
    title: '门店促销帮手',
    category: 'retail',
    pay: [180, 'day'],
    days: [3, 5],
    hours: ['10:00', '20:00'],
    place: FENGZE,
    headcount: 3,
    skills: ['销售'],
    description: '节日促销理货与导购。',
    status: 'published',
  },
  {
    poster: 'org',
    title: '茶园采茶',
    category: 'farming',
    pay: [150, 'day'],
    days: [4, 10],
    hours: ['06:00', '12:00'],
    place: XINLUO,
    headcount: 8,
    skills: ['采茶'],
    description: '春茶采摘，包午餐。',
    status: 'published',
  },
  {
    poster: 'demoperson03',
    title: '搬家打包',
    category: 'moving',
    pay: [400, 'piece'],
    days: [1, 1],
    hours: ['08:00', '16:00'],
    place: XIANGCHENG,
    headcount: 2,
    skills: ['搬运'],
    description: '三居室搬家，打包装车。',
    status: 'published',
  },
  {
    poster: 'org',
    title: '婚宴后厨帮工',
    category: 'catering',
    pay: [220, 'day'],
    days: [6, 6],
    hours: ['10:00', '22:00'],
    place: CHENGXIANG,
    headcount: 4,
    skills: ['切配'],
    description: '婚宴后厨切配与洗碗。',
    status: 'pending',
  },
  {
    poster: 'person',
    title: '家庭大扫除',
    category: 'cleaning',
    pay: [30, 'hour'],
    days: [5, 5],
    hours: ['09:00', '13:00'],
    place: JIAOCHENG,
    headcount: 2,
    skills: ['保洁'],
    description: '',
    status: 'draft',
  },
  {
    poster: 'org',
    title: '夜间代驾',
    category: 'other',
    pay: [50, 'piece'],
    days: [0, 10],
    hours: ['20:00', '23:59'],
    place: SIMING,
    headcount: 5,
    skills: ['驾驶'],
    description: '需驾龄三年以上。',
    status: 'rejected',
    reason: '代驾需具备平台资质，请补充资质说明。',
  },
  {
    poster: 'org',
    title: '上月仓库盘点',
    category: 'other',
    pay: [160, 'day'],
    days: [-20, -18],
    hours: ['08:00', '17:00'],
    place: TAIJIANG,
    headcount: 3,
    skills: ['盘点'],
    description: '仓库年中盘点。',
    status: 'closed',
  },
];

export type TDemoCard = {
  person: string;
  categories: TGigCategory[];
  skills: string[];
  place: TPlace;
  days: number[];
  hours: [string, string];
  pay: [number, TGigPayUnit];
  intro: string;
  status: TWorkerCardStatus;
};

export const CARDS: TDemoCard[] = [
  {
    person: 'demoperson04',
    categories: ['cleaning', 'homeCare'],
    skills: ['保洁', '收纳'],
    place: GULOU,
    days: [1, 2, 3, 4, 5],
    hours: ['08:00', '17:00'],
    pay: [30, 'hour'],
    intro: '五年家政经验，做事细致。',
    status: 'published',
  },
  {
    person: 'demoperson05',
    categories: ['moving', 'delivery'],
    skills: ['搬运', '驾驶'],
    place: TAIJIANG,
    days: [6, 7],
    hours: ['07:00', '19:00'],
    pay: [220, 'day'],
    intro: '有 C1 驾照，力气大，周末有空。',
    status: 'published',
  },
  {
    person: 'demoperson06',
    categories: ['repairs'],
    skills: ['水电', '木工'],
    place: CANGSHAN,
    days: [1, 3, 5, 6],
    hours: ['09:00', '18:00'],
    pay: [300, 'day'],
    intro: '持电工证，家装水电十年。',
    status: 'published',
  },
  {
    person: 'demoperson07',
    categories: ['tutoring'],
    skills: ['英语', '数学'],
    place: SIMING,
    days: [6, 7],
    hours: ['09:00', '21:00'],
    pay: [100, 'hour'],
    intro: '师范大学在读研究生。',
    status: 'published',
  },
  {
    person: 'demoperson08',
    categories: ['events', 'retail'],
    skills: ['引导', '销售'],
    place: FENGZE,
    days: [5, 6, 7],
    hours: ['09:00', '21:00'],
    pay: [180, 'day'],
    intro: '做过多场展会引导。',
    status: 'published',
  },
  {
    person: 'demoperson09',
    categories: ['farming'],
    skills: ['采茶'],
    place: XINLUO,
    days: [1, 2, 3, 4, 5, 6, 7],
    hours: ['05:30', '12:00'],
    pay: [150, 'day'],
    intro: '本地茶农，熟悉采摘。',
    status: 'published',
  },
  {
    person: 'demoperson10',
    categories: ['catering'],
    skills: ['切配', '面点'],
    place: CHENGXIANG,
    days: [6, 7],
    hours: ['09:00', '22:00'],
    pay: [25, 'hour'],
    intro: '做过酒店后厨。',
    status: 'pending',
  },
  {
    person: 'demoperson11',
    categories: ['delivery'],
    skills: ['电动车'],
    place: HULI,
    days: [1, 2, 3, 4, 5],
    hours: ['10:00', '20:00'],
    pay: [6, 'piece'],
    intro: '',
    status: 'draft',
  },
];

export type TDemoOrder = {
  gig: string;
  worker: string;
  status: TGigOrderStatus;
  amount?: number;
  ratings?: [number, string, number, string];
};

/** One order in each state; the confirmed ones rated by both sides (employer's, then worker's). */
export const ORDERS: TDemoOrder[] = [
  {
    gig: '写字楼周末保洁',
    worker: 'demoperson04',
    status: 'confirmed',
    amount: 112,
    ratings: [5, '干净利落，准时到岗', 5, '雇主很客气，工具齐全'],
  },
  { gig: '写字楼周末保洁', worker: 'demoperson05', status: 'checked_out' },
  { gig: '写字楼周末保洁', worker: 'demoperson06', status: 'checked_in' },
  {
    gig: '同城快件配送',
    worker: 'demoperson11',
    status: 'confirmed',
    amount: 288,
    ratings: [4, '送件及时', 4, '结算很快'],
  },
  { gig: '同城快件配送', worker: 'demoperson07', status: 'accepted' },
  { gig: '展会搭建与引导', worker: 'demoperson08', status: 'applied' },
  { gig: '展会搭建与引导', worker: 'demoperson05', status: 'invited' },
  { gig: '老房水电维修', worker: 'demoperson06', status: 'accepted' },
  { gig: '茶园采茶', worker: 'demoperson09', status: 'declined' },
  { gig: '门店促销帮手', worker: 'demoperson08', status: 'withdrawn' },
  {
    gig: '上月仓库盘点',
    worker: 'demoperson05',
    status: 'confirmed',
    amount: 480,
    ratings: [5, '认真负责', 3, '午饭时间太短'],
  },
  { gig: '上月仓库盘点', worker: 'demoperson04', status: 'cancelled' },
];
