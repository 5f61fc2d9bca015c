import type { common as ita } from '../ita/common';
import type { Translation } from '../translation';

export const common: Translation<typeof ita> = {
  'ui.close': 'Close',
  'ui.dialog': 'Dialog',
  'ui.loading': 'Loading...',
  'ui.retry': 'Try again',
  'ui.error.title': 'Something went wrong',
  'ui.error.text': 'An unexpected error occurred. Please try again in a moment.',
  'ui.pager.label': 'Pagination',
  'ui.pager.results': '{count, plural, one {# result} other {# results}}',
  'ui.pager.previous': 'Previous',
  'ui.pager.next': 'Next',
  'ui.pager.page': 'Page {page}',
  'ui.pager.pageSize': 'Items per page',
  'ui.pager.all': 'All',
  'ui.notFound.title': 'Page not found',
  'ui.notFound.text': 'The page you are looking for does not exist or has moved.',
  'ui.notFound.home': 'Back to the home page',
  'ui.form.show': 'Show',
  'ui.form.hide': 'Hide',
  'ui.form.choose': 'Choose…',
};
