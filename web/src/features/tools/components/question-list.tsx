import { useTranslation } from 'react-i18next';
import { langOf } from '@/components/operator-text';
import { useQuestions } from '../api/get-questions';
import styles from './tools.module.css';

/** The FAQ: each question opens its answer (native disclosure: nothing to download). */
export function QuestionList() {
  const { t } = useTranslation('tools');
  const questions = useQuestions().data ?? [];
  if (questions.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="faq-title">
      <h2 id="faq-title" className={styles.title}>
        {t('faq.title')}
      </h2>
      {questions.map((question) => (
        <details key={question.serial} className={styles.question}>
          <summary lang={langOf(question.question)}>{question.question}</summary>
          <p lang={langOf(question.answer)}>{question.answer}</p>
        </details>
      ))}
    </section>
  );
}
