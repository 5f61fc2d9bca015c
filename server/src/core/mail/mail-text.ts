import type { LanguageCode } from '@shop/shared/contracts';
import { mailTexts } from '@shop/shared/messages';
import { sectionIn } from '../lib/catalogue-text';

/** The mails' texts in the reader's language, from the message catalogue's mail section ('mail.<key>'). */
export const mailTextIn = (language: LanguageCode) => sectionIn(mailTexts, language);
