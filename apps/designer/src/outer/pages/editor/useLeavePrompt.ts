/**
 * Leaving the editor with unsaved changes asks first: route changes through react-router's blocker, the
 * page (close, reload) through `beforeunload`. A save sets `skip` so its own navigation is not asked about.
 */
import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { LEAVE_CONFIRM } from './editorTexts';

/** Asks before leaving while `unsaved`, unless `skip` is set. */
export function useLeavePrompt(unsaved: boolean, skip: RefObject<boolean>): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && !skip.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_CONFIRM)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = LEAVE_CONFIRM;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);
}
