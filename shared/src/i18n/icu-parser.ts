/**
 * What browser builds load in place of @formatjs/icu-messageformat-parser (the shared webpack
 * configuration swaps it): the element kinds and type guards react-intl's formatter imports, with
 * the shop's own reader as `parse`, which reads every text of the shop's catalogues in a fraction of
 * the full parser's size.
 */
export {
  isArgumentElement,
  isDateElement,
  isDateTimeSkeleton,
  isLiteralElement,
  isNumberElement,
  isNumberSkeleton,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  SKELETON_TYPE,
  TYPE,
} from '@formatjs/icu-messageformat-parser/no-parser.js';
export { readMessage as parse } from './icu-reader';
