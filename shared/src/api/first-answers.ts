import { FIRST_ANSWERS_ID, firstAnswersSchema, type FirstAnswer } from '../contracts/protocol';

let waiting: FirstAnswer[] | null = null;

function answersOfPage(): FirstAnswer[] {
  if (waiting) return waiting;
  waiting = [];
  const text = globalThis.document?.getElementById(FIRST_ANSWERS_ID)?.textContent;
  if (!text) return waiting;
  try {
    const parsed = firstAnswersSchema.safeParse(JSON.parse(text));
    if (parsed.success) waiting = parsed.data;
  } catch {
    // an unreadable block: every call goes to the server
  }
  return waiting;
}

/**
 * The answer the server sent with the page for exactly this call (same path, body, language and
 * country), handed out once: the page's first read needs no round trip, later ones ask the server.
 */
export function takeFirstAnswer(path: string, body: string, language: string, country: string, keep = false): { reply: unknown } | null {
  const answers = answersOfPage();
  const index = answers.findIndex(
    (answer) => answer.path === path && answer.body === body && answer.language === language && answer.country === country,
  );
  if (index < 0) return null;
  // `keep`: a render that may be thrown away looks without taking; the committed page takes it after.
  const [answer] = keep ? [answers[index]] : answers.splice(index, 1);
  return { reply: answer!.reply };
}

/** Forgets what was read from the page (tests). */
export function resetFirstAnswers(): void {
  waiting = null;
}
