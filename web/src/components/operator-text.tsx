import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Whether the `operator` catalogue has a word for this operator text (a key i18next can read). */
const known = (i18n: ReturnType<typeof useTranslation>['i18n'], text: string) =>
  !/[.:]/.test(text) && i18n.exists(text, { ns: 'operator' });

/**
 * A value the operator sends only in Chinese (a card or coupon name, a package tag, a news type):
 * the `operator` catalogue's word for it in the owner's language where it is a known one,
 * otherwise as written, marked `lang="zh-CN"` so that a screen reader reads it as Chinese.
 */
export function useOperatorText(): (text: string | null | undefined) => ReactNode {
  const { t, i18n } = useTranslation('operator');
  return (text) => {
    if (!text) return null;
    if (known(i18n, text)) return t(text as never);
    // The operator answers some words in the reader's language already (the shop, the FAQ):
    // only Chinese is marked as Chinese.
    return HAN.test(text) ? <span lang="zh-CN">{text}</span> : text;
  };
}

const HAN = /\p{Script=Han}/u;

/** `lang="zh-CN"` for an operator text written in Chinese, nothing for one in the reader's language. */
export const langOf = (text: string | null | undefined): 'zh-CN' | undefined =>
  text && HAN.test(text) ? 'zh-CN' : undefined;

/** The same as plain text (an aria-label, a toast): the known word, else the value as written. */
export function useOperatorWord(): (text: string | null | undefined) => string {
  const { t, i18n } = useTranslation('operator');
  return (text) => (!text ? '' : known(i18n, text) ? t(text as never) : text);
}

export function OperatorText({ text }: { text: string | null | undefined }) {
  return <>{useOperatorText()(text)}</>;
}

/** Marks an operator word's place in a composed sentence: private-use characters around its index. */
const WORD_START = '\uE000';
const WORD_END = '\uE001';
const WORD_MARK = new RegExp(`${WORD_START}(\\d+)${WORD_END}`);

/**
 * A catalogue sentence with operator words in it, such as a lot's name in "{{station}} space
 * {{space}}": the sentence in the owner's language and each word as `useOperatorText` shows it (the
 * known word, or as written, marked `lang="zh-CN"`). `compose` builds the sentence with `word(x)`
 * where the operator's `x` goes.
 */
export function useOperatorSentence(): (
  compose: (word: (text: string | null | undefined) => string) => string,
) => ReactNode {
  const operatorText = useOperatorText();
  return (compose) => {
    const words: (string | null | undefined)[] = [];
    const sentence = compose((text) => {
      words.push(text);
      return `${WORD_START}${words.length - 1}${WORD_END}`;
    });
    // split() with a capture group alternates text and the captured index: text, 0, text, 1, text.
    return sentence
      .split(WORD_MARK)
      .map((piece, index) =>
        index % 2 === 0 ? (
          piece
        ) : (
          <Fragment key={index}>{operatorText(words[Number(piece)])}</Fragment>
        ),
      );
  };
}
