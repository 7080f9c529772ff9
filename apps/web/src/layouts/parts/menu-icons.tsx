import {
  IconAddressBook,
  IconAward,
  IconBolt,
  IconBox,
  IconBriefcase,
  IconBuildingSkyscraper,
  IconBuildingStore,
  IconCalendarEvent,
  IconChartBar,
  IconHeart,
  IconHeadset,
  IconLayoutDashboard,
  IconMessages,
  IconNetwork,
  IconPoint,
  IconScale,
  IconSearch,
  IconSettings,
  IconShieldLock,
  IconTools,
  IconTruckDelivery,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

type Icon = ComponentType<{ size?: number; stroke?: number }>;

const icons: Record<string, Icon> = {
  dashboard: IconLayoutDashboard,
  search: IconSearch,
  b2b: IconBriefcase,
  events: IconCalendarEvent,
  supplyChain: IconTruckDelivery,
  supplyDemand: IconScale,
  connections: IconNetwork,
  adminCenter: IconSettings,
  kifAdmin: IconShieldLock,
  messages: IconMessages,
  favourites: IconHeart,
  powerBi: IconChartBar,
  contact: IconHeadset,
  company: IconBuildingSkyscraper,
  products: IconBox,
  services: IconTools,
  certificates: IconAward,
  mnc: IconWorld,
  employees: IconUsers,
  store: IconBuildingStore,
  contacts: IconAddressBook,
  bolt: IconBolt,
};

export function MenuIcon({ name, size = 18 }: { name?: string; size?: number }) {
  const Icon = (name && icons[name]) || IconPoint;
  return <Icon size={size} stroke={1.7} />;
}
