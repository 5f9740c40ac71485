import { useEffect } from 'react';
import { useTranslation } from '../components/useTranslation.ts';

/**
 * The tab's title: "<screen> · <product name>", in the current language, so a browser tab,
 * the history list and a bookmark say which screen it is.
 */
export function useDocumentTitle(screen: string | null) {
  const { t } = useTranslation();
  const product = t('shell.title');
  useEffect(() => {
    document.title = screen ? `${screen} · ${product}` : product;
  }, [screen, product]);
}
