import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';
import { gameKeys } from './game-keys';

/** Answers the next question; the server checks it and sends back the quiz with the explanation. */
export function useAnswerExam() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (answer: { serial: string; index: number; choice: number }) =>
      api.answerExam(answer),
    onSuccess: (exam) => {
      queryClient.setQueryData(gameKeys.exam(i18n.language), exam);
      void queryClient.invalidateQueries({ queryKey: gameKeys.exams });
      // The last answer awards the day's points.
      if (exam.finished) void queryClient.invalidateQueries({ queryKey: sharedKeys.member });
    },
  });
}
