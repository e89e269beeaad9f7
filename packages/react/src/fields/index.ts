/** The field chrome shared by the input views: label, prefix and suffix, size, tooltip, focus timer. */
export { Field, type FieldFrame, type FieldProps } from './Field';
export { Affix } from './Affix';
export { Tooltip, type TooltipTone } from './Tooltip';
export { AFFIX_STYLE_KEYWORDS, affixClassName } from './affixClass';
export { SIZE_WIDTHS, isFill, sizeStyle, sizeWidth, type SizeKeyword } from './size';
export { controlId, labelId, tooltipId } from './domIds';
export { isDisabled, textOf } from './flags';
export { useFocusTimer, type FocusTimer } from './useFocusTimer';
export {
  isSpeechShortcut,
  SPEECH_SHORTCUT,
  speechRecognition,
  useSpeechInput,
  type SpeechInput,
} from './useSpeechInput';
export { SpeechButton } from './SpeechButton';
export { useDictation, type Dictation } from './useDictation';
export { useFormLang } from './useFormLang';
export { useAccessibleName, type NameAttributes } from './useAccessibleName';
export { ctrlActivation, type CtrlActivationHandlers } from './ctrlActivation';
