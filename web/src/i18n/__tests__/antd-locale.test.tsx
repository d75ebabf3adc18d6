import { render, screen } from '@testing-library/react';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n';

const noMoreList = () => <InfiniteScroll hasMore={false} loadMore={() => Promise.resolve()} />;

describe("antd-mobile's own words", () => {
  afterEach(() => changeLanguage('en-US'));

  it('are English from the first render of an English reader (setup starts in English)', () => {
    render(noMoreList());
    expect(screen.getByText('No more')).toBeVisible();
    expect(screen.queryByText('没有更多了')).toBeNull();
  });

  it('follow the language setting both ways before the screens render in it', async () => {
    await changeLanguage('zh-CN');
    const { unmount } = render(noMoreList());
    expect(screen.getByText('没有更多了')).toBeVisible();
    unmount();

    await changeLanguage('en-US');
    render(noMoreList());
    expect(screen.getByText('No more')).toBeVisible();
  });
});
