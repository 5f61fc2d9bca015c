import { MESSAGES, MESSAGES_EN, type MessageKey } from '../contracts/messages';
import { defineCatalogue } from './catalogue';

type KeyedMessages = { readonly [Key in MessageKey as `msg.${Key}`]: string };

/** The contracts' message keys as react-intl messages: 'msg.emailRequired'. */
const keyed = (texts: { readonly [Key in MessageKey]: string }) =>
  Object.fromEntries(Object.entries(texts).map(([key, text]) => [`msg.${key}`, text])) as KeyedMessages;

/** Texts of the shared UI kit, available to the shell and every remote. */
export const commonMessages = defineCatalogue(
  {
    'ui.close': 'Chiudi',
    'ui.dialog': 'Finestra di dialogo',
    'ui.loading': 'Caricamento...',
    'ui.retry': 'Riprova',
    'ui.error.title': 'Qualcosa è andato storto',
    'ui.error.text': 'Si è verificato un errore imprevisto. Riprova tra qualche istante.',
    'ui.pager.label': 'Paginazione',
    'ui.pager.results': '{count, plural, one {# risultato} other {# risultati}}',
    'ui.pager.previous': 'Precedente',
    'ui.pager.next': 'Successivo',
    'ui.pager.page': 'Pagina {page}',
    'ui.pager.pageSize': 'Elementi per pagina',
    'ui.pager.all': 'Tutti',
    'ui.notFound.title': 'Pagina non trovata',
    'ui.notFound.text': 'La pagina che cerchi non esiste o è stata spostata.',
    'ui.notFound.home': 'Torna alla home',
    'ui.form.show': 'Mostra',
    'ui.form.hide': 'Nascondi',
    'ui.form.choose': 'Scegli…',
    ...keyed(MESSAGES),
  },
  {
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
    ...keyed(MESSAGES_EN),
  },
);
