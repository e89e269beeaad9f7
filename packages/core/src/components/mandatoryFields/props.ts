import type { CommonProps } from '../propTypes';

/** MandatoryFields' props (its entries are the snapshot's `mandatory` list). */
export interface MandatoryFieldsProps extends Pick<CommonProps, 'id' | 'display' | 'hidden'> {
  readonly displayType?: 'display' | 'prohibit-only';
}
