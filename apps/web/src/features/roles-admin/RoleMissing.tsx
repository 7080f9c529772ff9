import { Button } from '@mantine/core';
import { IconShieldQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListEmptyState } from '../../components/list/ListEmptyState.tsx';
import { ROLES_LIST } from './paths.ts';

/** A role screen opened without a role, or for one that is gone: back to the list. */
export function RoleMissing() {
  const { t } = useTranslation('roles-admin');
  return (
    <ListEmptyState
      card
      py={40}
      variant="light"
      icon={<IconShieldQuestion size={28} />}
      title={t('missing_title')}
      text={t('missing_text')}
      actions={
        <Button component={Link} to={ROLES_LIST}>
          {t('back_to_list')}
        </Button>
      }
    />
  );
}
