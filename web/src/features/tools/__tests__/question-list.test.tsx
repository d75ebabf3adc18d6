import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { USER_A, signIn, testAgainstSimulator } from '@/testing/simulator';

testAgainstSimulator();

describe("the operator's FAQ on the tools page", () => {
  it('reads in English for an English reader, not marked as Chinese', async () => {
    await signIn(USER_A);
    renderApp('/app/tools/index');

    const faq = await screen.findByRole('region', { name: 'Frequently asked questions' });
    const question = within(faq).getByText('How is street parking charged?');

    expect(question).toBeVisible();
    expect(question.closest('[lang="zh-CN"]')).toBeNull();
    expect(faq.textContent).not.toMatch(/\p{Script=Han}/u);
  });
});
