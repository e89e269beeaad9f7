/**
 * The first-use tutorial (docs/designer.md, form list screen and app start): four steps (Welcome, the
 * provider-level folder, the Shared folder, the Help tab) with Close, Don't show again, Previous, Next
 * and Done. Each step highlights its target for 2000 ms. It is a non-modal panel over the foot of the
 * folder column, so the screen stays usable while it is open.
 */
import { useEffect, useId, useState } from 'react';
import { PROVIDER } from '../../routes';

/** How long a step's target stays highlighted (docs/designer.md, limits). */
export const TUTORIAL_HIGHLIGHT_MS = 2000;
/** The class a highlighted target carries. */
export const HIGHLIGHT_CLASS = 'fw-tutorial-highlight';

/** One step: its title, its text and the element it points at. */
export interface TutorialStep {
  readonly title: string;
  readonly text: string;
  /** Finds the step's target in the page (undefined: nothing to highlight). */
  readonly target: (doc: Document) => Element | null | undefined;
}

/** The four steps. */
export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  {
    title: 'Welcome',
    text:
      'Welcome to the form designer. Pick a folder on the left to list its forms; New form, Demo and Import ' +
      'from File start a form in that folder. Drag forms and folders onto folders to tidy them up.',
    target: (doc) => doc.querySelector('[data-tutorial="form-list"]'),
  },
  {
    title: `The ${PROVIDER} folder`,
    text:
      `The ${PROVIDER} folder holds forms curated by ${PROVIDER}. Click one to copy it into your ` +
      "site's root folder, then adapt the copy to your site.",
    target: (doc) => doc.querySelector('[data-tutorial="tree-curated"]'),
  },
  {
    title: 'The Shared folder',
    text:
      'Shared lists the forms other sites share with yours. Click one to copy it into your site, or drag ' +
      'it onto one of your folders.',
    target: (doc) => doc.querySelector('[data-tutorial="tree-shared"]'),
  },
  {
    title: 'The Help tab',
    text:
      "Open a form: the editor's Help tab lists every component's properties and the script commands, " +
      'with search. The Help menu at the top holds the users guide and the release notes.',
    target: (doc) =>
      [...doc.querySelectorAll('nav button')].find((b) => b.textContent?.trim() === 'Help') ?? undefined,
  },
];

/** Props of Tutorial. */
export interface TutorialProps {
  /** Hides it for now (Close, Done). */
  readonly onClose: () => void;
  /** Hides it and switches the tutorial flag off on the server. */
  readonly onNeverAgain: () => void;
  readonly steps?: readonly TutorialStep[];
}

/** The tutorial panel, open while mounted. */
export function Tutorial({ onClose, onNeverAgain, steps = TUTORIAL_STEPS }: TutorialProps) {
  const [at, setAt] = useState(0);
  const titleId = useId();
  const step = steps[at]!;
  const last = at === steps.length - 1;

  useEffect(() => {
    const target = step.target(document);
    if (!target) return undefined;
    target.classList.add(HIGHLIGHT_CLASS);
    const timer = setTimeout(() => target.classList.remove(HIGHLIGHT_CLASS), TUTORIAL_HIGHLIGHT_MS);
    return () => {
      clearTimeout(timer);
      target.classList.remove(HIGHLIGHT_CLASS);
    };
  }, [step]);

  return (
    <section className="fw-tutorial" role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <p className="fw-tutorial-count">
        Step {at + 1} of {steps.length}
      </p>
      <h2 id={titleId} className="fw-tutorial-title">
        {step.title}
      </h2>
      <p className="fw-tutorial-text">{step.text}</p>
      <div className="fw-tutorial-buttons">
        <button type="button" onClick={onClose}>
          Close
        </button>
        <button type="button" onClick={onNeverAgain}>
          {"Don't show again"}
        </button>
        <span className="fw-nav-spacer" />
        <button type="button" disabled={at === 0} onClick={() => setAt(at - 1)}>
          Previous
        </button>
        {/* One button that turns from Next into Done, so the focus stays on it. */}
        <button type="button" className="fw-primary" onClick={last ? onClose : () => setAt(at + 1)}>
          {last ? 'Done' : 'Next'}
        </button>
      </div>
    </section>
  );
}
