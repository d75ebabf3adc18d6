import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { gameKeys } from './game-keys';

/** Today's quiz: its five questions (answers only for those answered), in the UI language. */
export function useTodayExam() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: gameKeys.exam(i18n.language), queryFn: () => api.getTodayExam() });
}
