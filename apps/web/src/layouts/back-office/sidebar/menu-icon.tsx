import {
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  CalendarOutlined,
  DashboardOutlined,
  FileTextOutlined,
  FolderOutlined,
  GlobalOutlined,
  HomeOutlined,
  LinkOutlined,
  LockOutlined,
  MessageOutlined,
  ReadOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserOutlined,
} from '@ant-design/icons';

/**
 * Server menus name icons by key. A fixed map (rather than every antd icon) keeps the shell small;
 * an unknown name falls back to a neutral icon so collapsed items stay recognisable.
 */
const ICONS: Record<string, typeof AppstoreOutlined> = {
  appstore: AppstoreOutlined,
  audit: AuditOutlined,
  'bar-chart': BarChartOutlined,
  chart: BarChartOutlined,
  bell: BellOutlined,
  book: BookOutlined,
  calendar: CalendarOutlined,
  dashboard: DashboardOutlined,
  file: FileTextOutlined,
  documentation: FileTextOutlined,
  folder: FolderOutlined,
  global: GlobalOutlined,
  home: HomeOutlined,
  link: LinkOutlined,
  lock: LockOutlined,
  message: MessageOutlined,
  read: ReadOutlined,
  safety: SafetyOutlined,
  setting: SettingOutlined,
  system: SettingOutlined,
  shop: ShopOutlined,
  solution: SolutionOutlined,
  team: TeamOutlined,
  peoples: TeamOutlined,
  trophy: TrophyOutlined,
  user: UserOutlined,
};

export function MenuIcon({ name }: { name: string | undefined }) {
  const Icon = (name && ICONS[name]) || FileTextOutlined;
  return <Icon aria-hidden="true" />;
}
