import type { Exam, ExamQuestion } from '@dehong/api-spec';
import { pointsFromIntegral } from '@dehong/api-spec/domain';
import Button from 'antd-mobile/es/components/button';
import Radio from 'antd-mobile/es/components/radio';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import choices from '@/components/accessible-choices.module.css';
import { PageLoading } from '@/components/page-loading';
import { showError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useAnswerExam } from '../api/answer-exam';
import { useTodayExam } from '../api/get-exam';
import { ExamHistory } from './exam-history';
import styles from './games.module.css';

const letter = (index: number) => String.fromCharCode(65 + index);

/**
 * The daily quiz: one question at a time; the server checks each answer and only then sends the
 * right one and its explanation, shown before the next question.
 */
export function ExamPage() {
  const { t } = useTranslation('games');
  const exam = useTodayExam();
  const answer = useAnswerExam();
  const [choice, setChoice] = useState<number | null>(null);
  /** The answered question whose explanation is on screen (its 1-based index). */
  const [reviewing, setReviewing] = useState<number | null>(null);

  if (exam.isPending) return <PageLoading />;
  if (exam.isError) return null;
  const data = exam.data;
  const shown =
    reviewing !== null
      ? data.questions[reviewing - 1]
      : data.questions.find((question) => question.choice === null);

  const submit = (question: ExamQuestion) => {
    if (choice === null) {
      toast.info(t('exam.choose'));
      return;
    }
    answer.mutate(
      { serial: data.serial, index: question.index, choice },
      {
        onSuccess: () => {
          setReviewing(question.index);
          setChoice(null);
        },
        onError: (error) => showError(error),
      },
    );
  };

  return (
    <>
      <section className={styles.card} aria-labelledby="exam-question">
        <p className={styles.intro}>
          {t('exam.intro', { points: String(pointsFromIntegral(data.perCorrect)) })}
        </p>
        {shown ? (
          <Question
            exam={data}
            question={shown}
            choice={choice}
            onChoose={setChoice}
            submitting={answer.isPending}
            onSubmit={() => submit(shown)}
            onNext={() => setReviewing(null)}
          />
        ) : (
          <Done exam={data} />
        )}
      </section>
      <ExamHistory />
    </>
  );
}

function Question({
  exam,
  question,
  choice,
  onChoose,
  submitting,
  onSubmit,
  onNext,
}: {
  exam: Exam;
  question: ExamQuestion;
  choice: number | null;
  onChoose: (choice: number) => void;
  submitting: boolean;
  onSubmit: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation('games');
  const answered = question.choice !== null;
  const optionClass = (index: number) =>
    !answered
      ? styles.option
      : index === question.answer
        ? styles.optionRight
        : index === question.choice
          ? styles.optionWrong
          : styles.option;

  return (
    <>
      <span className={styles.progress}>
        {t('exam.progress', { index: question.index, total: exam.total })}
      </span>
      <h2 id="exam-question" className={styles.question}>
        {question.title}
      </h2>
      <Radio.Group
        value={answered ? question.choice : choice}
        onChange={(value) => onChoose(Number(value))}
        disabled={answered || submitting}
      >
        <div
          className={`${styles.options} ${choices.choices}`}
          role="radiogroup"
          aria-labelledby="exam-question"
        >
          {question.options.map((option, index) => (
            <Radio key={option} value={index} className={optionClass(index)}>
              {letter(index)}. {option}
            </Radio>
          ))}
        </div>
      </Radio.Group>
      {answered ? (
        <div role="status">
          <p className={question.correct ? styles.verdictRight : styles.verdictWrong}>
            {question.correct
              ? t('exam.right')
              : t('exam.wrong', { option: letter(question.answer ?? 0) })}
          </p>
          <p className={styles.explanation}>{question.explanation}</p>
          <Button block color="primary" onClick={onNext}>
            {exam.finished && question.index === exam.total ? t('draw.close') : t('exam.next')}
          </Button>
        </div>
      ) : (
        <Button block color="primary" loading={submitting} onClick={onSubmit}>
          {t('exam.answer')}
        </Button>
      )}
    </>
  );
}

function Done({ exam }: { exam: Exam }) {
  const { t } = useTranslation('games');
  return (
    <div role="status">
      <h2 id="exam-question" className={styles.question}>
        {t('exam.doneTitle')}
      </h2>
      <p className={styles.explanation}>
        {t('exam.done', {
          correct: exam.correct,
          total: exam.total,
          points: String(pointsFromIntegral(exam.gained)),
        })}
      </p>
    </div>
  );
}
