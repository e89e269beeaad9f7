import type {
  CookieJar,
  EvalScope,
  EventReader,
  LogWriter,
  ProviderRequester,
  ScriptWriter,
  TimeReader,
  ValueReader,
} from '../contract';

// The helpers reach the form only through these: each hands out the one part of the host a helper
// needs (expr/contract.ts), so no helper depends on the whole HelperHost and a fake of one part tests it.
// Each is undefined without a host (the spec checker evaluates without one).

/** Get, GetDynamicAll. */
export const valueReader = (scope: EvalScope): ValueReader | undefined => scope.host;
/** Set, MirrorComponentValues. */
export const scriptWriter = (scope: EvalScope): ScriptWriter | undefined => scope.host;
/** RequestDataProviderUpdate. */
export const providerRequester = (scope: EvalScope): ProviderRequester | undefined => scope.host;
/** IsEvent, StateChangeReasonIs. */
export const eventReader = (scope: EvalScope): EventReader | undefined => scope.host;
/** LogAndRet. */
export const logWriter = (scope: EvalScope): LogWriter | undefined => scope.host;
/** Cookie. */
export const cookieJar = (scope: EvalScope): CookieJar | undefined => scope.host;
/** Today, Now. */
export const timeReader = (scope: EvalScope): TimeReader | undefined => scope.host;
