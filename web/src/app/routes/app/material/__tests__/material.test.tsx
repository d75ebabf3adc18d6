import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api';
import { renderApp } from '@/testing/render-app';
import { simulatorAdmin, simulatorUrl, testAgainstSimulator } from '@/testing/simulator';
import operatorWords from '@/i18n/locales/en-US/operator';
/** An operator word as the en-US app shows it (known words are translated). */
const shown = (text = '') => (operatorWords as Record<string, string>)[text] ?? text;

testAgainstSimulator();

const articles = () => document.querySelectorAll('a[href*="/media/news/"]');

describe('the news page', () => {
  it('loads 10 articles a page as the list scrolls, down to "no more news"', async () => {
    // A request no screen makes marks where this test's requests begin in the journal.
    const mark = '/material/v1/api/news/list?page=99&pageSize=1';
    await fetch(`${simulatorUrl()}${mark}`);
    renderApp('/app/material/news');

    expect(await screen.findByText('No more news')).toBeVisible();
    expect(articles()).toHaveLength(25);
    // The news page's own calls (the home tab's latest news asks for recommended ones).
    const journal = await simulatorAdmin.journal();
    const pages = journal
      .slice(
        0,
        journal.findIndex((entry) => entry.path === mark),
      )
      .filter((entry) => entry.path.startsWith('/material/v1/api/news/list?'))
      .map((entry) => new URLSearchParams(entry.path.split('?')[1]))
      .filter((query) => !query.has('recommend'))
      .map((query) => `${query.get('page')}/${query.get('pageSize')}`)
      .sort();
    expect(pages).toEqual(['1/10', '2/10', '3/10']);
    expect((await api.listNews({ page: 1, pageSize: 10 })).total).toBe(25);
  });

  it('has a tab per news type, and each tab lists that type’s articles', async () => {
    const types = await api.listNewsTypes();
    const { user } = renderApp('/app/material/news');
    const tabs = await screen.findByRole('tablist');
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['All', ...types.map((type) => shown(type.name))]),
    );
    const [first] = types;

    await user.click(within(tabs).getByRole('tab', { name: shown(first?.name) }));

    await waitFor(() => expect(articles()).toHaveLength(first?.total ?? -1));
    const { list } = await api.listNews({ type: first?.serial, page: 1, pageSize: 10 });
    expect(screen.getByRole('link', { name: new RegExp(list[0]?.title ?? '') })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`${list[0]?.url}$`)),
    );
  });

  it('opens an article inside the app, under a bar whose back returns to the list', async () => {
    const [article] = (await api.listNews({ page: 1, pageSize: 1 })).list;
    const { user, location } = renderApp('/app/material/news');
    const link = await screen.findByRole('link', { name: new RegExp(article?.title ?? '') });

    await user.click(link);

    const page = await screen.findByRole('dialog', { name: article?.title });
    expect(within(page).getByTitle(article?.title ?? '')).toHaveAttribute(
      'src',
      expect.stringMatching(new RegExp(`${article?.url}$`)),
    );
    expect(location().pathname).toBe('/app/material/news');
    await user.click(within(page).getByRole('button', { name: 'Back' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: article?.title })).not.toBeInTheDocument(),
    );
    expect(location().pathname).toBe('/app/material/news');
    expect(screen.getByRole('link', { name: new RegExp(article?.title ?? '') })).toBeVisible();
  });

  it('searches the titles, and says "no news data" when nothing matches', async () => {
    const [article] = (await api.listNews({ page: 1, pageSize: 1 })).list;
    const { user } = renderApp('/app/material/news');
    const search = await screen.findByRole('searchbox');

    await user.type(search, `${article?.title}{Enter}`);
    await waitFor(() => expect(articles()).toHaveLength(1));

    await user.clear(search);
    await user.type(search, 'no such words at all{Enter}');
    expect(await screen.findByText('No news data')).toBeVisible();
  });
});

describe('the activities page', () => {
  it('lists the activities as covers, 10 a page, and searches them', async () => {
    const { total, list } = await api.listActivities({ page: 1, pageSize: 10 });
    const { user } = renderApp('/app/material/activity');

    const first = await screen.findByRole('link', { name: new RegExp(list[0]?.title ?? '') });
    expect(first).toHaveAttribute('href', expect.stringMatching(new RegExp(`${list[0]?.url}$`)));
    await waitFor(() =>
      expect(document.querySelectorAll('a[href*="/media/activity/"]')).toHaveLength(total),
    );

    await user.type(screen.getByRole('searchbox'), 'no such activity{Enter}');
    expect(await screen.findByText('No activity data')).toBeVisible();
  });
});
