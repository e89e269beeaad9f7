/**
 * TemplateView is the form's parent: the runtime asks it for provider data through `getData(names)`,
 * answered from the provider data box (the newest text); each call is listed.
 */
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../layout/ServerList';

/** Installs `window.getData` while mounted; answers the calls made so far. */
export function useParentGetData(providerJson: string, setStatus: (text: string) => void): readonly string[] {
  const [calls, setCalls] = useState<readonly string[]>([]);
  const providerText = useRef(providerJson);
  providerText.current = providerJson;
  const status = useRef(setStatus);
  status.current = setStatus;
  useEffect(() => {
    const win = window as unknown as { getData?: unknown };
    const getData = (names: readonly string[]) => {
      setCalls((c) => [...c, `getData(${JSON.stringify(names)})`]);
      try {
        return JSON.parse(providerText.current) as unknown;
      } catch (e) {
        status.current(`Provider data is not valid JSON: ${errorText(e)}`);
        return null;
      }
    };
    win.getData = getData;
    return () => {
      if (win.getData === getData) delete win.getData;
    };
  }, []);
  return calls;
}
