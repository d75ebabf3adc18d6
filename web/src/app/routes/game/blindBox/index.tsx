import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { BlindBoxes } from '@/features/games/components/blind-boxes';
import { DrawGame } from '@/features/games/components/draw-game';

/** /game/blindBox/index: open a blind box for points. */
export function Component() {
  const { t } = useTranslation('screens');
  return (
    <Page title={t('gameBlindBox')}>
      <DrawGame game="box" Stage={BlindBoxes} />
    </Page>
  );
}
