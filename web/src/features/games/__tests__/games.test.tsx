import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Api, SUBMIT_LOCK_MS, createApi } from '@dehong/api-spec';
import { renderApp } from '@/testing/render-app';
import { letPersonPause, personPauses } from '@/testing/time';
import {
  USER_A,
  USER_B,
  memberClient,
  signIn,
  simulatorUrl,
  testAgainstSimulator,
} from '@/testing/simulator';

testAgainstSimulator();

const ANIMATION = { timeout: 8000 };

/** The member's own client, in English like the screen (the session the app signed in). */
const englishClient = (): Api =>
  createApi({
    baseUrl: simulatorUrl(),
    fetch: (request: Request) => {
      request.headers.set('Accept-Language', 'en-US');
      return globalThis.fetch(request);
    },
  });

/** The console's "next prize" box: the next draw of `game` lands on `prize`. */
async function setNextPrize(game: 'wheel' | 'box', prize: string) {
  const response = await fetch(`${simulatorUrl()}/__admin/games/next`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ game, prize }),
  });
  expect(response.ok).toBe(true);
}

describe('the daily quiz', () => {
  it('asks one question at a time, explains each answer, and is done for the day', async () => {
    letPersonPause();
    await signIn(USER_A);
    const { user } = renderApp('/game/exam/index');

    expect(await screen.findByText('Question 1 of 5')).toBeVisible();
    // The app holds no right answer before answering: the server sends none.
    const today = await memberClient().getTodayExam();
    expect(today.questions.every((question) => question.answer === null)).toBe(true);

    for (let index = 1; index <= 5; index++) {
      await screen.findByText(`Question ${index} of 5`);
      // A person reads the question for longer than the 300 ms submit lock of the last answer.
      await personPauses(SUBMIT_LOCK_MS);
      await user.click(screen.getByRole('button', { name: 'Answer' }));
      expect(await screen.findByText('Choose an answer first')).toBeInTheDocument();
      await user.click(screen.getAllByRole('radio')[0]!);
      await user.click(screen.getByRole('button', { name: 'Answer' }));
      const verdict = await screen.findByText(/^(Right!|Not quite: the answer is [A-D]\.)$/);
      expect(verdict).toBeVisible();
      const answered = (await englishClient().getTodayExam()).questions[index - 1]!;
      expect(screen.getByText(answered.explanation!)).toBeVisible();
      await user.click(screen.getByRole('button', { name: index < 5 ? 'Next question' : 'OK' }));
    }

    expect(await screen.findByText('Done for today')).toBeVisible();
    const exam = await memberClient().getTodayExam();
    const points = String(exam.gained / 1000);
    expect(
      screen.getByText(
        `${exam.correct} of 5 right: +${points} points. Come back tomorrow for new questions.`,
      ),
    ).toBeVisible();
    const history = await screen.findByRole('region', { name: 'Past quizzes' });
    await waitFor(() => expect(history).toHaveTextContent(`${exam.correct}/5 right`));
  });

  it('opens on "done for today" once the day\'s quiz is answered', async () => {
    await signIn(USER_A);
    const exam = await memberClient().getTodayExam();
    for (const question of exam.questions) {
      // A client per answer: each has its own duplicate-submit lock.
      await memberClient().answerExam({ serial: exam.serial, index: question.index, choice: 0 });
    }
    renderApp('/game/exam/index');
    expect(await screen.findByText('Done for today')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Answer' })).not.toBeInTheDocument();
  });
});

describe('the lucky wheel', () => {
  it('shows the odds, spins free once, and lands on the prize the server drew', async () => {
    await signIn(USER_A);
    await setNextPrize('wheel', 'W10');
    const { user } = renderApp('/game/bigWheel/index');

    const odds = await screen.findByRole('table', { name: 'Prizes and odds' });
    expect(within(odds).getByRole('row', { name: /10 yuan parking coupon 5% 50/ })).toBeVisible();
    expect(
      within(odds).getByRole('row', { name: /Better luck next time 30% No limit/ }),
    ).toBeVisible();
    expect(screen.getByText('Free spin today')).toBeVisible();
    expect(screen.getByText('My points: 1.23')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByText('Drawing…')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('wheel')).toHaveAttribute('data-landing', 'W10'));
    expect(
      await screen.findByText(
        'You won a 10 yuan parking coupon. It is in your coupons.',
        {},
        ANIMATION,
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See my coupons' })).toHaveAttribute(
      'href',
      '/app/vip/coupon/index',
    );
    expect(screen.getByText('0.2 points a go')).toBeVisible();
    expect(screen.getByText('My points: 1.23')).toBeVisible(); // the free spin cost nothing
    const draws = await screen.findByRole('region', { name: 'My draws' });
    await waitFor(() => expect(draws).toHaveTextContent('10 yuan parking coupon'));
    expect(draws).toHaveTextContent('free');
  });
});

describe('the blind box', () => {
  it('with too few points says so and opens nothing', async () => {
    await signIn(USER_B);
    const { user } = renderApp('/game/blindBox/index');
    await user.click(await screen.findByRole('button', { name: 'Box 1' }));
    expect(await screen.findByText('Not enough points')).toBeInTheDocument();
    expect((await memberClient().listGameDraws()).total).toBe(0);
  });

  it('spends the points, opens on the prize, and the points page lists the spend', async () => {
    await signIn(USER_A);
    await setNextPrize('box', 'BP300');
    const { user } = renderApp('/game/blindBox/index');
    await user.click(await screen.findByRole('button', { name: 'Box 3' }));
    expect(await screen.findByText('You won: 0.3 points', {}, ANIMATION)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Box 3' })).toHaveTextContent('0.3 points');
    expect(screen.getByText('My points: 1.03')).toBeVisible();

    renderApp('/app/vip/integral/index');
    const prize = await screen.findByText('Blind box prize');
    expect(prize.closest('li')).toHaveTextContent('+0.3');
    const records = within(prize.closest('ul')!);
    expect(records.getByText('Blind box').closest('li')).toHaveTextContent('-0.5');
  });
});
