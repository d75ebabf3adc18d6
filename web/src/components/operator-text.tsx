import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A value the operator sends only in Chinese (a card or coupon name, a package tag, a news type):
 * the catalogue's word for it in the owner's language where it is a known one (`operatorWords`),
 * otherwise as written, marked `lang="zh-CN"` (issue 13).
 */
export function useOperatorText(): (text: string | null | undefined) => ReactNode {
  const { t, i18n } = useTranslation('common');
  return (text) => {
    if (!text) return null;
    const key = `operatorWords.${text}`;
    if (!text.includes('.') && i18n.exists(key, { ns: 'common' })) return t(key as never);
    return <span lang="zh-CN">{text}</span>;
  };
}

/** The same as plain text (an aria-label, a toast): the known word, else the value as written. */
export function useOperatorWord(): (text: string | null | undefined) => string {
  const { t, i18n } = useTranslation('common');
  return (text) => {
    if (!text) return '';
    const key = `operatorWords.${text}`;
    return !text.includes('.') && i18n.exists(key, { ns: 'common' }) ? t(key as never) : text;
  };
}

export function OperatorText({ text }: { text: string | null | undefined }) {
  return <>{useOperatorText()(text)}</>;
}
