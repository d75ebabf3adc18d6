import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { DrawGame } from '@/features/games/components/draw-game';
import { Wheel } from '@/features/games/components/wheel';

/** /game/bigWheel/index: the lucky wheel (one free spin a day). */
export function Component() {
  const { t } = useTranslation('screens');
  return (
    <Page title={t('gameBigWheel')}>
      <DrawGame game="wheel" Stage={Wheel} />
    </Page>
  );
}
