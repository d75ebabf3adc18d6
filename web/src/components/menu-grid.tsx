import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { MenuEntry } from '@/config/menus/entry';
import { paths } from '@/config/paths';
import { api } from '@/lib/api';
import { useCareMode } from '@/lib/care-mode';
import { toast } from '@/lib/toast';
import { PathIcon } from './icons';
import styles from './menu-grid.module.css';

/**
 * A grid of menu entries (spec sections 2, 5 and 6): an entry not open yet says coming soon; one
 * that needs login sends a user without user data to /uc/login, which returns to the entry's page.
 */
export function MenuGrid({ title, entries }: { title: string; entries: readonly MenuEntry[] }) {
  const { t } = useTranslation(['home', 'menu', 'common']);
  const navigate = useNavigate();
  // Care mode has no games or shop in its menus (the aging-friendly spec: nothing but the service).
  const shown = useCareMode() ? entries.filter((entry) => !entry.leisure) : entries;

  const open = ({ to, needLogin }: MenuEntry) => {
    if (to === null) return toast.info(t('common:empty.comingSoon'));
    if (needLogin && !api.session.userData) {
      return void navigate(paths.login.href(), { state: { from: to } });
    }
    void navigate(to);
  };

  return (
    <nav className={styles.grid} aria-label={title}>
      {shown.map((entry) => (
        <button key={entry.label} type="button" className={styles.item} onClick={() => open(entry)}>
          <span className={styles.icon} style={{ background: entry.tint }}>
            <PathIcon d={entry.icon} />
          </span>
          <span className={styles.label}>{t(entry.label)}</span>
        </button>
      ))}
    </nav>
  );
}
