import { createRequire } from 'node:module';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type * as Common from '@zxcvbn-ts/language-common';
import type * as English from '@zxcvbn-ts/language-en';
import { PASSWORD_MIN_LENGTH } from '#shared/constants/accounts';
import { SERVER_MESSAGES } from '#server/lib/server-messages';

/**
 * zxcvbn's estimate against its maintained dictionaries (common passwords, names, words,
 * keyboard patterns). Score 3 is "safely unguessable: moderate protection from an offline
 * attack"; below it the password is refused. Only the first 100 characters are scored, since the
 * estimate grows faster than linearly with length and longer passwords are strong by length.
 */
const MIN_SCORE = 3;

/**
 * The dictionaries are loaded with the first password checked, not when the server starts: they
 * are 12 MB of heap, and most servers check no password between two starts (a demo at rest,
 * none). Loaded synchronously (`passwordProblem` is), from their CommonJS builds.
 */
const load = createRequire(import.meta.url);

let factory: ZxcvbnFactory | undefined;
function zxcvbn(): ZxcvbnFactory {
  if (!factory) {
    const common = load('@zxcvbn-ts/language-common') as typeof Common;
    const english = load('@zxcvbn-ts/language-en') as typeof English;
    factory = new ZxcvbnFactory({
      translations: english.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...english.dictionary },
      maxLength: 100,
    });
  }
  return factory;
}

/**
 * Why `password` may not be used, or null when it may. `context` holds words of the account
 * (name, e-mail) that make a password easy to guess for someone who knows them.
 */
export function passwordProblem(password: string, context: string[] = []): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  const result = zxcvbn().check(password, context.filter(Boolean));
  if (result.score >= MIN_SCORE) return null;
  const warning = result.feedback.warning;
  return warning ? `${SERVER_MESSAGES.passwordTooWeak}. ${warning}` : SERVER_MESSAGES.passwordTooWeak;
}

/**
 * `passwordProblem` for an account's password: its holder's name and e-mail (whole, and word by
 * word) make a password easy to guess for anyone who knows them.
 */
export function accountPasswordProblem(password: string, account: { name: string; email: string }): string | null {
  const words = [...account.name.split(' '), ...account.email.split(/[@.]/)].filter((word) => word.length > 2);
  return passwordProblem(password, [account.name.replace(/ /g, ''), ...words]);
}
