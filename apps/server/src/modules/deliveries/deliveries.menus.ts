import { DELIVERY_PERMS } from '@rcwb/shared';
import { type TMenuDef, menuButton } from '../../core/module';

export { DELIVERY_PERMS };

const PERSON = ['person'];
const ORG = ['org'];
const STAFF = ['admin', 'reviewer'];

const screen = (
  key: string,
  parent: string,
  path: string,
  component: string,
  titles: [zh: string, en: string],
  icon: string,
  sort: number,
  perms: string,
  roles: string[],
): TMenuDef => ({
  key,
  parent,
  type: 'C',
  path,
  component,
  titleZh: titles[0],
  titleEn: titles[1],
  icon,
  sort,
  perms,
  roles,
});

/**
 * g010702/deliver (a person's deliveries with the invitations tab), g050104 (an organisation's
 * received deliveries), g050105 (its interviews) and g070104 (staff overview). The delivery
 * detail /g010702/info_td and the interview page /g010703/index are standalone routes.
 */
export const DELIVERY_MENUS: TMenuDef[] = [
  screen(
    'g010702:deliver',
    'g01',
    'g010702/deliver',
    'g010702/deliver',
    ['我的投递', 'My applications'],
    'list',
    71,
    DELIVERY_PERMS.personList,
    PERSON,
  ),
  menuButton('g010702:deliver', 'add', DELIVERY_PERMS.deliver, '投递简历', 'Apply', 1, PERSON),
  menuButton('g010702:deliver', 'withdraw', DELIVERY_PERMS.withdraw, '撤回投递', 'Withdraw', 2, PERSON),
  menuButton(
    'g010702:deliver',
    'interview',
    DELIVERY_PERMS.answerInterview,
    '答复面试',
    'Answer interviews',
    3,
    PERSON,
  ),
  menuButton(
    'g010702:deliver',
    'invitation',
    DELIVERY_PERMS.answerInvitation,
    '答复邀请',
    'Answer invitations',
    4,
    PERSON,
  ),
  screen(
    'g050104',
    'g05',
    'g050104',
    'g050104/index',
    ['收到的简历', 'Received applications'],
    'list',
    20,
    DELIVERY_PERMS.orgList,
    ORG,
  ),
  menuButton('g050104', 'process', DELIVERY_PERMS.process, '处理投递', 'Process applications', 1, ORG),
  menuButton('g050104', 'note', DELIVERY_PERMS.notes, '备注', 'Notes', 2, ORG),
  screen(
    'g050105',
    'g05',
    'g050105',
    'g050105/index',
    ['面试安排', 'Interviews'],
    'list',
    21,
    DELIVERY_PERMS.interviews,
    ORG,
  ),
  screen(
    'g070104',
    'g07',
    'g070104',
    'g070104/index',
    ['投递管理', 'Applications overview'],
    'list',
    40,
    DELIVERY_PERMS.staffList,
    STAFF,
  ),
];
