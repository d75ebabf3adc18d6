import { pointsFromIntegral } from '@dehong/api-spec/domain';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { ListEnd } from '@/components/list-end';
import { useExamHistory } from '../api/get-exam-history';
import styles from './games.module.css';

/** The member's quizzes, newest first: how many were right and the points they earned. */
export function ExamHistory() {
  const { t } = useTranslation('games');
  const history = useExamHistory();
  const items = history.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <section aria-labelledby="exam-history">
      <h2 id="exam-history" className={styles.heading}>
        {t('exam.history')}
      </h2>
      {history.isPending ? null : items.length === 0 ? (
        <EmptyState description={t('exam.noHistory')} />
      ) : (
        <>
          <ul className={styles.list}>
            {items.map((exam) => (
              <li key={exam.serial}>
                <span>
                  {exam.date}
                  <small>
                    {t('exam.historyRow', { correct: exam.correct, total: exam.total })}
                  </small>
                </span>
                <strong>
                  {exam.finished
                    ? t('exam.historyGained', { points: String(pointsFromIntegral(exam.gained)) })
                    : t('exam.unfinished')}
                </strong>
              </li>
            ))}
          </ul>
          <ListEnd hasMore={history.hasNextPage} loadMore={() => history.fetchNextPage()} />
        </>
      )}
    </section>
  );
}
