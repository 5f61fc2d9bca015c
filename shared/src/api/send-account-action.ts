import type { AccountAction, AccountActionPayload } from '../contracts/account-action';
import type { ActionReply } from '../contracts/protocol';
import { apiClient, type CallOptions } from './client';

/**
 * POST <apiBase>/AccountAction/<action> with the action's payload. The reply's `error` and
 * `message` are the server's answer, for the caller to show; transport and HTTP failures throw ApiError.
 */
export function accountAction<Reply extends ActionReply = ActionReply, A extends AccountAction = AccountAction>(
  action: A,
  body: AccountActionPayload<A>,
  options?: CallOptions,
): Promise<Reply> {
  return apiClient.action<Reply, A>(action, body, options);
}
