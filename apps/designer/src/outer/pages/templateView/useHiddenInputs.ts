/** TemplateView's hidden inputs, live: on every change inside the form element, and every 250 ms as a fallback. */
import { useEffect, useState, type RefObject } from 'react';
import { hiddenInputRows, type HiddenInputRow } from './hostSimulator';

/** The hidden inputs (#Report and the rest) under `formElement`, as they are now. */
export function useHiddenInputs(formElement: RefObject<HTMLDivElement | null>): readonly HiddenInputRow[] {
  const [rows, setRows] = useState<readonly HiddenInputRow[]>([]);
  useEffect(() => {
    const element = formElement.current;
    if (!element) return undefined;
    let last = '';
    const refresh = () => {
      const next = hiddenInputRows(element);
      const key = JSON.stringify(next);
      if (key === last) return;
      last = key;
      setRows(next);
    };
    const observer = new MutationObserver(refresh);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['value'],
    });
    const timer = window.setInterval(refresh, 250);
    refresh();
    return () => {
      observer.disconnect();
      window.clearInterval(timer);
    };
  }, [formElement]);
  return rows;
}
