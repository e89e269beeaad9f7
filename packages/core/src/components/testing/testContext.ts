import { EN_TEXTS } from '../../expr/texts';
import type { BehaviourContext } from '../behaviour';

/** A behaviour context for tests: English default texts, a fixed today, and the given properties. */
export function testContext(
  props: Readonly<Record<string, unknown>>,
  extra: Partial<Omit<BehaviourContext, 'props'>> = {},
): BehaviourContext {
  return { id: 'c1', texts: EN_TEXTS, today: () => '2026-11-22', ...extra, props };
}
