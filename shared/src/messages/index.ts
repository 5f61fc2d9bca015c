/**
 * The shop's message catalogue: one per language (`ita/`, `eng/`), cut into sections by who shows
 * them. Every English section is typed from its Italian original, so a key missing on either side
 * does not compile; `messages.test.ts` checks the whole catalogue (every key in both languages,
 * readable, the same values, no key in two sections, one label per status).
 *
 * Each pair is exported on its own so a remote's bundle carries only the sections it uses. The
 * common section and the contracts' messages travel in the shared module (`commonMessages`).
 */
import { contracts as engContracts } from './eng/contracts';
import { meta as engMeta } from './eng/meta';
import { replies as engReplies } from './eng/replies';
import { contracts as itaContracts } from './ita/contracts';
import { meta as itaMeta } from './ita/meta';
import { replies as itaReplies } from './ita/replies';

export { formatText, type TextValues } from './format';
export type { Translation } from './translation';

/** The server's replies, by short key ('loginFailed'); in the whole catalogue as 'reply.loginFailed'. */
export const replyTexts = { ita: itaReplies, eng: engReplies };
/** The contracts' validation messages, by message key; in the catalogue as 'msg.<key>'. */
export const contractTexts = { ita: itaContracts, eng: engContracts };
/** The storefront pages' titles and descriptions the server writes in their head; in the catalogue as 'meta.<key>'. */
export const metaTexts = { ita: itaMeta, eng: engMeta };
