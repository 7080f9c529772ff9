import { Stack, Tabs, Text, Title } from '@mantine/core';
import type { FunctionAlias } from '@portal/contracts/common/access';
import { IconBuildingCommunity, IconLanguage, IconList, IconSitemap, IconWorld } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQueryUpdate } from '../../lib/useListParams.ts';
import { useCurrentUser } from '../../session/useSession.ts';
import { CitiesPanel } from './CitiesPanel.tsx';
import { ClassificationsPanel } from './ClassificationsPanel.tsx';
import { CodeListsPanel } from './CodeListsPanel.tsx';
import { CountriesPanel } from './CountriesPanel.tsx';
import { LanguagesPanel } from './LanguagesPanel.tsx';

/** The address parameter of the open tab. */
const TAB_PARAM = 'tab';

interface CodesTab {
  key: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  panel: ComponentType;
  /** Who sees the tab: the functions its calls declare (the server decides which records). */
  functions: readonly FunctionAlias[];
}

const platform: readonly FunctionAlias[] = ['super_admin_function'];

/** The tabs in their order; a chamber administrator sees the cities alone (docs/decisions.md). */
const codesTabs: readonly CodesTab[] = [
  { key: 'lists', icon: IconList, panel: CodeListsPanel, functions: platform },
  { key: 'classifications', icon: IconSitemap, panel: ClassificationsPanel, functions: platform },
  { key: 'countries', icon: IconWorld, panel: CountriesPanel, functions: platform },
  { key: 'cities', icon: IconBuildingCommunity, panel: CitiesPanel, functions: [...platform, 'cif_admin_function'] },
  { key: 'languages', icon: IconLanguage, panel: LanguagesPanel, functions: platform },
];

/**
 * /admin-center/codes-administration: every code module in one screen, a tab each: the dropdown
 * lists, the NACE and HS trees, countries, cities and languages. Tab, list, page and search live
 * in the address, so a reload or the back button keeps them.
 */
export function CodesAdministrationPage() {
  const { t } = useTranslation('codes-admin');
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const update = useQueryUpdate();
  const aliases = user?.functionAliases ?? [];
  const tabs = codesTabs.filter((tab) => tab.functions.some((f) => aliases.includes(f)));
  const open = tabs.find((tab) => tab.key === params.get(TAB_PARAM)) ?? tabs[0];
  // Each tab's list keeps its own filters: a new tab starts from its first page, unfiltered.
  const switchTab = (key: string | null) =>
    update({ [TAB_PARAM]: key === tabs[0]?.key ? null : key, page: null, q: null, module: null, country: null, tree: null });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('title')}
        </Title>
        <Text c="dimmed">{t(tabs.length > 1 ? 'subtitle' : 'subtitle_cities')}</Text>
      </div>
      {open && (
        <Tabs value={open.key} onChange={switchTab} keepMounted={false}>
          <Tabs.List mb="lg">
            {tabs.map(({ key, icon: Icon }) => (
              <Tabs.Tab key={key} value={key} leftSection={<Icon size={16} aria-hidden />} data-testid={`codes-tab-${key}`}>
                {t(`tabs.${key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map(({ key, panel: Panel }) => (
            <Tabs.Panel key={key} value={key}>
              {key === open.key && <Panel />}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
